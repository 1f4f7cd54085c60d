//! `torch.nn`: its functional form, [`functional`] (`torch::nn::functional::conv2d`, as
//! PyTorch spells it).

pub mod functional;
