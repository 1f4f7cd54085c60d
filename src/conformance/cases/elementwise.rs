//! The cases of the elementwise functions.

use super::{Case, Input, PROBABILITIES, SMALL, SQUARE, SQUARE_REVERSED, TARGETS};
use crate::Scalar;

/// Values in `(-1, 1)` (`erfinv`'s domain) that every dtype holds alike: 0 and ±1/2 (an
/// unsigned dtype holds them as 0).
const HALVES: Input = Input {
    values: &[0.5, -0.5, 0.0, 0.25],
    shape: &[2, 2],
};

/// Exponents above 1, for `zeta` (whose `x` must exceed 1).
const ZETA_X: Input = Input {
    values: &[2.0, 3.0, 4.0, 2.0],
    shape: &[2, 2],
};

/// One case per function of the category.
pub(super) static CASES: &[Case] = &[
    case!(add, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::add(&x[0], &x[1])], [x[0].add(&x[1]) => ivy::add(&x[0], &x[1])]),
    case!(subtract, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::subtract(&x[0], &x[1])], [x[0].subtract(&x[1]) => ivy::subtract(&x[0], &x[1])]),
    case!(multiply, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::multiply(&x[0], &x[1])], [x[0].multiply(&x[1]) => ivy::multiply(&x[0], &x[1])]),
    case!(divide, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::divide(&x[0], &x[1])], [x[0].divide(&x[1]) => ivy::divide(&x[0], &x[1])]),
    case!(abs, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::abs(&x[0])], [x[0].abs() => ivy::abs(&x[0])]),
    case!(exp, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::exp(&x[0])], [x[0].exp() => ivy::exp(&x[0])]),
    case!(expm1, Inputs, [SMALL], |x, d| (&x[0], None), forms |x, d| [ivy::expm1(&x[0])], [x[0].expm1() => ivy::expm1(&x[0])]),
    case!(tan, Inputs, [SMALL], |x, d| (&x[0], None), forms |x, d| [ivy::tan(&x[0])], [x[0].tan() => ivy::tan(&x[0])]),
    case!(log, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::log(&x[0])], [x[0].log() => ivy::log(&x[0])]),
    case!(clip, Inputs, [SQUARE], |x, d| (
        &x[0],
        Scalar::Int(2),
        Scalar::Int(3),
        None
    ), forms |x, d| [ivy::clip(&x[0], Scalar::Int(2), Scalar::Int(3))], [x[0].clip(Scalar::Int(2), Scalar::Int(3)) => ivy::clip(&x[0], Scalar::Int(2), Scalar::Int(3))]),
    case!(lcm, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::lcm(&x[0], &x[1])], [x[0].lcm(&x[1]) => ivy::lcm(&x[0], &x[1])]),
    case!(logical_not, Inputs, [TARGETS], |x, d| (&x[0], None), forms |x, d| [ivy::logical_not(&x[0])], [x[0].logical_not() => ivy::logical_not(&x[0])]),
    case!(floor_divide, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::floor_divide(&x[0], &x[1])], [x[0].floor_divide(&x[1]) => ivy::floor_divide(&x[0], &x[1])]),
    case!(remainder, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], true, None
    ), forms |x, d| [ivy::remainder(&x[0], &x[1])], [x[0].remainder(&x[1]) => ivy::remainder(&x[0], &x[1])]),
    case!(pow, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::pow(&x[0], &x[1])], [x[0].pow(&x[1]) => ivy::pow(&x[0], &x[1])]),
    case!(negative, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::negative(&x[0])], [x[0].negative() => ivy::negative(&x[0])]),
    case!(positive, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::positive(&x[0])], [x[0].positive() => ivy::positive(&x[0])]),
    case!(sign, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::sign(&x[0])], [x[0].sign() => ivy::sign(&x[0])]),
    case!(square, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::square(&x[0])], [x[0].square() => ivy::square(&x[0])]),
    case!(reciprocal, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::reciprocal(&x[0])], [x[0].reciprocal() => ivy::reciprocal(&x[0])]),
    case!(floor, Inputs, [SMALL], |x, d| (&x[0], None), forms |x, d| [ivy::floor(&x[0])], [x[0].floor() => ivy::floor(&x[0])]),
    case!(ceil, Inputs, [SMALL], |x, d| (&x[0], None), forms |x, d| [ivy::ceil(&x[0])], [x[0].ceil() => ivy::ceil(&x[0])]),
    case!(round, Inputs, [SMALL], |x, d| (&x[0], 0, None), forms |x, d| [ivy::round(&x[0])], [x[0].round() => ivy::round(&x[0])]),
    case!(trunc, Inputs, [SMALL], |x, d| (&x[0], None), forms |x, d| [ivy::trunc(&x[0])], [x[0].trunc() => ivy::trunc(&x[0])]),
    case!(maximum, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::maximum(&x[0], &x[1])], [x[0].maximum(&x[1]) => ivy::maximum(&x[0], &x[1])]),
    case!(minimum, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::minimum(&x[0], &x[1])], [x[0].minimum(&x[1]) => ivy::minimum(&x[0], &x[1])]),
    case!(fmin, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::fmin(&x[0], &x[1])], [x[0].fmin(&x[1]) => ivy::fmin(&x[0], &x[1])]),
    case!(fmax, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::fmax(&x[0], &x[1])], [x[0].fmax(&x[1]) => ivy::fmax(&x[0], &x[1])]),
    case!(equal, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::equal(&x[0], &x[1])], [x[0].equal(&x[1]) => ivy::equal(&x[0], &x[1])]),
    case!(not_equal, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::not_equal(&x[0], &x[1])], [x[0].not_equal(&x[1]) => ivy::not_equal(&x[0], &x[1])]),
    case!(less, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::less(&x[0], &x[1])], [x[0].less(&x[1]) => ivy::less(&x[0], &x[1])]),
    case!(less_equal, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::less_equal(&x[0], &x[1])], [x[0].less_equal(&x[1]) => ivy::less_equal(&x[0], &x[1])]),
    case!(greater, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::greater(&x[0], &x[1])], [x[0].greater(&x[1]) => ivy::greater(&x[0], &x[1])]),
    case!(greater_equal, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::greater_equal(&x[0], &x[1])], [x[0].greater_equal(&x[1]) => ivy::greater_equal(&x[0], &x[1])]),
    case!(isnan, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::isnan(&x[0])], [x[0].isnan() => ivy::isnan(&x[0])]),
    case!(signbit, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::signbit(&x[0])], [x[0].signbit() => ivy::signbit(&x[0])]),
    case!(isinf, Inputs, [SQUARE], |x, d| (&x[0], true, true, None), forms |x, d| [ivy::isinf(&x[0])], [x[0].isinf() => ivy::isinf(&x[0])]),
    case!(isfinite, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::isfinite(&x[0])], [x[0].isfinite() => ivy::isfinite(&x[0])]),
    case!(logical_and, Inputs, [TARGETS, SQUARE], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::logical_and(&x[0], &x[1])], [x[0].logical_and(&x[1]) => ivy::logical_and(&x[0], &x[1])]),
    case!(logical_or, Inputs, [TARGETS, SQUARE], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::logical_or(&x[0], &x[1])], [x[0].logical_or(&x[1]) => ivy::logical_or(&x[0], &x[1])]),
    case!(logical_xor, Inputs, [TARGETS, SQUARE], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::logical_xor(&x[0], &x[1])], [x[0].logical_xor(&x[1]) => ivy::logical_xor(&x[0], &x[1])]),
    case!(bitwise_and, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::bitwise_and(&x[0], &x[1])], [x[0].bitwise_and(&x[1]) => ivy::bitwise_and(&x[0], &x[1])]),
    case!(bitwise_or, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::bitwise_or(&x[0], &x[1])], [x[0].bitwise_or(&x[1]) => ivy::bitwise_or(&x[0], &x[1])]),
    case!(bitwise_xor, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::bitwise_xor(&x[0], &x[1])], [x[0].bitwise_xor(&x[1]) => ivy::bitwise_xor(&x[0], &x[1])]),
    case!(bitwise_invert, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::bitwise_invert(&x[0])], [x[0].bitwise_invert() => ivy::bitwise_invert(&x[0])]),
    case!(
        bitwise_left_shift,
        Inputs,
        [SQUARE, SQUARE_REVERSED],
        |x, d| (&x[0], &x[1], None), forms |x, d| [ivy::bitwise_left_shift(&x[0], &x[1])], [x[0].bitwise_left_shift(&x[1]) => ivy::bitwise_left_shift(&x[0], &x[1])]),
    case!(
        bitwise_right_shift,
        Inputs,
        [SQUARE_REVERSED, SQUARE],
        |x, d| (&x[0], &x[1], None), forms |x, d| [ivy::bitwise_right_shift(&x[0], &x[1])], [x[0].bitwise_right_shift(&x[1]) => ivy::bitwise_right_shift(&x[0], &x[1])]),
    case!(gcd, Inputs, [MULTIPLES, DIVISORS], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::gcd(&x[0], &x[1])], [x[0].gcd(&x[1]) => ivy::gcd(&x[0], &x[1])]),
    case!(real, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::real(&x[0])], [x[0].real() => ivy::real(&x[0])]),
    case!(imag, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::imag(&x[0])], [x[0].imag() => ivy::imag(&x[0])]),
    case!(conj, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::conj(&x[0])], [x[0].conj() => ivy::conj(&x[0])]),
    case!(angle, Inputs, [SQUARE], |x, d| (&x[0], true, None), forms |x, d| [ivy::angle::with(&x[0]).deg(true).call()], [x[0].angle() => ivy::angle(&x[0])]),
    case!(copysign, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::copysign(&x[0], &x[1])], [x[0].copysign(&x[1]) => ivy::copysign(&x[0], &x[1])]),
    case!(sqrt, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::sqrt(&x[0])], [x[0].sqrt() => ivy::sqrt(&x[0])]),
    case!(exp2, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::exp2(&x[0])], [x[0].exp2() => ivy::exp2(&x[0])]),
    case!(log1p, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::log1p(&x[0])], [x[0].log1p() => ivy::log1p(&x[0])]),
    case!(log2, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::log2(&x[0])], [x[0].log2() => ivy::log2(&x[0])]),
    case!(log10, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::log10(&x[0])], [x[0].log10() => ivy::log10(&x[0])]),
    case!(sin, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::sin(&x[0])], [x[0].sin() => ivy::sin(&x[0])]),
    case!(cos, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::cos(&x[0])], [x[0].cos() => ivy::cos(&x[0])]),
    case!(asin, Inputs, [PROBABILITIES], |x, d| (&x[0], None), forms |x, d| [ivy::asin(&x[0])], [x[0].asin() => ivy::asin(&x[0])]),
    case!(acos, Inputs, [PROBABILITIES], |x, d| (&x[0], None), forms |x, d| [ivy::acos(&x[0])], [x[0].acos() => ivy::acos(&x[0])]),
    case!(atan, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::atan(&x[0])], [x[0].atan() => ivy::atan(&x[0])]),
    case!(sinh, Inputs, [SMALL], |x, d| (&x[0], None), forms |x, d| [ivy::sinh(&x[0])], [x[0].sinh() => ivy::sinh(&x[0])]),
    case!(cosh, Inputs, [SMALL], |x, d| (&x[0], None), forms |x, d| [ivy::cosh(&x[0])], [x[0].cosh() => ivy::cosh(&x[0])]),
    case!(tanh, Inputs, [SMALL], |x, d| (&x[0], None), forms |x, d| [ivy::tanh(&x[0])], [x[0].tanh() => ivy::tanh(&x[0])]),
    case!(asinh, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::asinh(&x[0])], [x[0].asinh() => ivy::asinh(&x[0])]),
    case!(acosh, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::acosh(&x[0])], [x[0].acosh() => ivy::acosh(&x[0])]),
    case!(atanh, Inputs, [PROBABILITIES], |x, d| (&x[0], None), forms |x, d| [ivy::atanh(&x[0])], [x[0].atanh() => ivy::atanh(&x[0])]),
    case!(erf, Inputs, [SMALL], |x, d| (&x[0], None), forms |x, d| [ivy::erf(&x[0])], [x[0].erf() => ivy::erf(&x[0])]),
    case!(deg2rad, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::deg2rad(&x[0])], [x[0].deg2rad() => ivy::deg2rad(&x[0])]),
    case!(rad2deg, Inputs, [SMALL], |x, d| (&x[0], None), forms |x, d| [ivy::rad2deg(&x[0])], [x[0].rad2deg() => ivy::rad2deg(&x[0])]),
    case!(atan2, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::atan2(&x[0], &x[1])], [x[0].atan2(&x[1]) => ivy::atan2(&x[0], &x[1])]),
    case!(hypot, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::hypot(&x[0], &x[1])], [x[0].hypot(&x[1]) => ivy::hypot(&x[0], &x[1])]),
    case!(logaddexp, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::logaddexp(&x[0], &x[1])], [x[0].logaddexp(&x[1]) => ivy::logaddexp(&x[0], &x[1])]),
    case!(logaddexp2, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::logaddexp2(&x[0], &x[1])], [x[0].logaddexp2(&x[1]) => ivy::logaddexp2(&x[0], &x[1])]),
    case!(lgamma, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::lgamma(&x[0])], [x[0].lgamma() => ivy::lgamma(&x[0])]),
    case!(digamma, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::digamma(&x[0])], [x[0].digamma() => ivy::digamma(&x[0])]),
    case!(erfc, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::erfc(&x[0])], [x[0].erfc() => ivy::erfc(&x[0])]),
    case!(erfinv, Inputs, [HALVES], |x, d| (&x[0], None), forms |x, d| [ivy::erfinv(&x[0])], [x[0].erfinv() => ivy::erfinv(&x[0])]),
    case!(i0, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::i0(&x[0])], [x[0].i0() => ivy::i0(&x[0])]),
    case!(sinc, Inputs, [SMALL], |x, d| (&x[0], None), forms |x, d| [ivy::sinc(&x[0])], [x[0].sinc() => ivy::sinc(&x[0])]),
    case!(xlogy, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::xlogy(&x[0], &x[1])], [x[0].xlogy(&x[1]) => ivy::xlogy(&x[0], &x[1])]),
    case!(zeta, Inputs, [ZETA_X, SQUARE], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::zeta(&x[0], &x[1])], [x[0].zeta(&x[1]) => ivy::zeta(&x[0], &x[1])]),
    case!(fmod, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::fmod(&x[0], &x[1])], [x[0].fmod(&x[1]) => ivy::fmod(&x[0], &x[1])]),
    case!(trunc_divide, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (
        &x[0], &x[1], None
    ), forms |x, d| [ivy::trunc_divide(&x[0], &x[1])], [x[0].trunc_divide(&x[1]) => ivy::trunc_divide(&x[0], &x[1])]),
    case!(nan_to_num, Inputs, [SQUARE], |x, d| (&x[0], true, 0.0, None, None, None), forms |x, d| [ivy::nan_to_num(&x[0])], [x[0].nan_to_num() => ivy::nan_to_num(&x[0])]),
    case!(isreal, Inputs, [SQUARE], |x, d| (&x[0], None), forms |x, d| [ivy::isreal(&x[0])], [x[0].isreal() => ivy::isreal(&x[0])]),
    case!(ldexp, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None), forms |x, d| [ivy::ldexp(&x[0], &x[1])], [x[0].ldexp(&x[1]) => ivy::ldexp(&x[0], &x[1])]),
    case!(lerp, Inputs, [SQUARE, SQUARE_REVERSED, PROBABILITIES], |x, d| (&x[0], &x[1], &x[2], None), forms |x, d| [ivy::lerp(&x[0], &x[1], &x[2])], [x[0].lerp(&x[1], &x[2]) => ivy::lerp(&x[0], &x[1], &x[2])]),
    case!(float_power, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None), forms |x, d| [ivy::float_power(&x[0], &x[1])], [x[0].float_power(&x[1]) => ivy::float_power(&x[0], &x[1])]),
    case!(isclose, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], 1e-5, 1e-8, true, None), forms |x, d| [ivy::isclose::with(&x[0], &x[1]).equal_nan(true).call()], [x[0].isclose(&x[1]) => ivy::isclose(&x[0], &x[1])]),
    case!(fix, Inputs, [SMALL], |x, d| (&x[0], None), forms |x, d| [ivy::fix(&x[0])], [x[0].fix() => ivy::fix(&x[0])]),
    case!(modf, Inputs, [SMALL], |x, d| (&x[0]), forms |x, d| [ivy::modf(&x[0])], [x[0].modf() => ivy::modf(&x[0])]),
    case!(frexp, Inputs, [SMALL], |x, d| (&x[0]), forms |x, d| [ivy::frexp(&x[0])], [x[0].frexp() => ivy::frexp(&x[0])]),
    case!(binarizer, Inputs, [SQUARE], |x, d| (&x[0], 2.0, None), forms |x, d| [ivy::binarizer::with(&x[0]).threshold(2.0).call()], [x[0].binarizer() => ivy::binarizer(&x[0])]),
    case!(count_nonzero, Inputs, [TARGETS], |x, d| (&x[0], Some(1), false, None, None), forms |x, d| [ivy::count_nonzero::with(&x[0]).axis(1).call()], [x[0].count_nonzero() => ivy::count_nonzero(&x[0])]),
    case!(amax, Inputs, [SQUARE], |x, d| (&x[0], Some(0), true, None), forms |x, d| [ivy::amax::with(&x[0]).axis(0).keepdims(true).call()], [x[0].amax() => ivy::amax(&x[0])]),
    case!(amin, Inputs, [SQUARE], |x, d| (&x[0], None, false, None), forms |x, d| [ivy::amin(&x[0])], [x[0].amin() => ivy::amin(&x[0])]),
    case!(diff, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], 1, 0, Some(&x[1]), None, None), forms |x, d| [ivy::diff::with(&x[0]).axis(0).prepend(&x[1]).call()], [x[0].diff() => ivy::diff(&x[0])]),
    case!(nextafter, Inputs, [SQUARE, SQUARE_REVERSED], |x, d| (&x[0], &x[1], None), forms |x, d| [ivy::nextafter(&x[0], &x[1])], [x[0].nextafter(&x[1]) => ivy::nextafter(&x[0], &x[1])]),
];

/// Numbers with common divisors, for `gcd`.
const MULTIPLES: Input = Input {
    values: &[4.0, 6.0, 9.0, 12.0],
    shape: &[2, 2],
};
/// Divisors they share in part with [`MULTIPLES`]: the gcds are 2, 2, 3, 4.
const DIVISORS: Input = Input {
    values: &[6.0, 4.0, 6.0, 8.0],
    shape: &[2, 2],
};
