"""Python functions generated from ivy's declarations.

Every declared function the extension module links (``_native.functions()``: the library's,
the frontends', and those of any crate built into the module) becomes a real Python function
here: its declaration's parameter names in its order, the dtype, device and ``out`` parameters
by keyword only, its defaults where Python can spell them, and its doc comment as docstring.
Its body is one call of ``_native.call`` with the arguments in order; an argument left out is
passed as a marker, so the call takes the default the declaration states even where Python
cannot write it. A function of arrays only (``add``, ``tan``) is a builtin function instead,
with the same signature (``inspect.signature`` reads it) and docstring: a call from Python then
skips the Python frame, the argument tuple and the run-time values.
"""

import json
import keyword
import re

_INT = re.compile(r"^-?\d+(?:_?\d)*(?:i8|i16|i32|i64|isize|u8|u16|u32|u64|usize)?$")
_FLOAT = re.compile(r"^-?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?(?:f32|f64)?$")
_SCALAR = re.compile(r"^Scalar::(?:Int|Float|Bool)\((.*)\)$")
_VARIANT = re.compile(r"^[A-Z]\w*::([A-Z]\w*)$")
_SLICE = re.compile(r"^&\[(.*)\]$")


def python_default(text):
    """The Python value of a default written in Rust, or ``None`` if it has none.

    Returns ``(True, value)`` where Python can write it, else ``(False, None)``.
    """
    text = text.strip()
    if text == "None":
        return True, None
    if text in ("true", "false"):
        return True, text == "true"
    scalar = _SCALAR.match(text)
    if scalar:
        return python_default(scalar.group(1))
    if _INT.match(text):
        return True, int(re.sub(r"[a-z].*$", "", text).replace("_", ""))
    if _FLOAT.match(text):
        return True, float(re.sub(r"f(32|64)$", "", text))
    if text.startswith('"') and text.endswith('"'):
        return True, json.loads(text)
    variant = _VARIANT.match(text)
    if variant:
        return True, variant.group(1).lower()
    items = _SLICE.match(text)
    if items:
        parts = [p for p in items.group(1).split(",") if p.strip()]
        values = [python_default(p) for p in parts]
        if all(ok for ok, _ in values):
            return True, tuple(v for _, v in values)
    return False, None


def python_name(name):
    """A Rust name as Python spells it: a trailing underscore that only avoided a Rust keyword
    (``where_``) dropped, an underscore added to a Python keyword."""
    if name.endswith("_") and name[:-1].isidentifier() and not keyword.iskeyword(name[:-1]):
        name = name[:-1]
    if keyword.iskeyword(name):
        name += "_"
    return name


def parameters(params):
    """The Python parameter list of a declaration's ``params`` (``"x1, x2, *, out=None"``),
    and the defaults it names that Python cannot spell (``_d[...]``)."""
    seen_keyword = False
    seen_default = False
    parts = []
    for pname, _ty, default, keyword_only in params:
        pname = python_name(pname)
        if keyword_only and not seen_keyword:
            parts.append("*")
            seen_keyword = True
        if default is None and not (seen_default and not seen_keyword):
            parts.append(pname)
        else:
            # A required parameter after an optional one: Python needs a default there; left
            # out, the call says it is required.
            default = "required" if default is None else default
            ok, value = python_default(default)
            if ok:
                parts.append(f"{pname}={value!r}")
            else:
                parts.append(f"{pname}=_d[{default!r}]")
            seen_default = True
    return ", ".join(parts)


def source(index, name, params, call_name):
    """The source of the function ``name``, calling ``call_name(index, args)``."""
    arglist = "".join(python_name(p[0]) + ", " for p in params)
    return (
        f"def {name}({parameters(params)}):\n"
        f"    return {call_name}({index}, ({arglist}))\n"
    )


def docstring(name, doc, params):
    rust = ", ".join(f"{p}: {ty}" for p, ty, _, _ in params)
    text = doc + "\n\n" if doc else ""
    return text + f"Declared in Rust as ``{name}({rust})``."


def define(namespace, native, keep, array_api=False, module=None):
    """Defines in ``namespace`` (a dict) a function for each of ``native.functions()`` that
    ``keep(name, module_path)`` keeps, under the name it returns (``None``: leave it out).
    Names the namespace defines already are left as they are. With ``array_api``, the calls
    run under the Array API's settings.

    A function of arrays only (``add``) is a builtin function, called without a Python frame;
    the others are Python functions calling ``native.call``."""
    call = native.call_array_api if array_api else native.call
    defaults = {}
    sources = []
    owners = {}
    for index, name, path, doc, params, arrays in native.functions():
        py_name = keep(name, path)
        if py_name is None:
            continue
        py_name = python_name(py_name)
        if py_name in namespace or py_name in owners:
            continue
        for _, _, default, _ in params:
            default = "required" if default is None else default
            if not python_default(default)[0]:
                defaults[default] = native.absent(default)
        if not arrays:
            sources.append(source(index, py_name, params, "_call"))
        owners[py_name] = (index, name, doc, params, arrays)
    scope = {"_call": call, "_d": defaults}
    exec("\n".join(sources), scope)
    for py_name, (index, name, doc, params, arrays) in owners.items():
        text = docstring(name, doc, params)
        if arrays:
            names = [python_name(p[0]) for p in params]
            f = native.arrays_function(
                index, py_name, names, array_api, module or __name__,
                f"({parameters(params)})", text,
            )
        else:
            f = scope[py_name]
            f.__doc__ = text
            f.__qualname__ = py_name
            if module is not None:
                f.__module__ = module
        namespace[py_name] = f
    return sorted(owners)
