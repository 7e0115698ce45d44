"""Writes the .npy files of tests/data/dtypes with NumPy, ml_dtypes and JAX.

    /work/venvs/jax/bin/python tests/data/dtypes/make.py

values_<dtype>.npy: a few values of each dtype, including its extremes, as NumPy
writes them (bf16 as ml_dtypes' bfloat16, which NumPy saves with descr '<V2';
c64 and c128 as complex64 and complex128, descr '<c8' and '<c16').
convert_f32_to_<dtype>.npy / convert_f64_to_<dtype>.npy: jax.lax.convert_element_type
on the CPU (x64 enabled) of the float sources below, the expected values of convert.
reduce_precision_e<E>m<M>.npy: jax.lax.reduce_precision of the f32 source.
"""
import os

import jax

jax.config.update("jax_enable_x64", True)
jax.config.update("jax_platforms", "cpu")
import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

TYPES = {
    "f16": np.float16,
    "bf16": ml_dtypes.bfloat16,
    "f32": np.float32,
    "f64": np.float64,
    "s8": np.int8,
    "s16": np.int16,
    "s32": np.int32,
    "s64": np.int64,
    "u8": np.uint8,
    "u16": np.uint16,
    "u32": np.uint32,
    "u64": np.uint64,
    "bool": np.bool_,
    "c64": np.complex64,
    "c128": np.complex128,
}


def values(name, dtype):
    if name == "bool":
        return np.array([True, False, True, True], dtype)
    if np.issubdtype(np.dtype(dtype), np.complexfloating):
        info = np.finfo(dtype)  # the parts' type
        return np.array([complex(float(info.max), float(info.tiny)), complex(-0.0, 1.0 / 3.0),
                         complex(np.inf, -2.5), complex(float(info.smallest_subnormal), -np.inf)], dtype).reshape(2, 2)
    if np.issubdtype(np.dtype(dtype), np.integer):
        info = np.iinfo(dtype)
        return np.array([info.min, info.max, 0, 1, info.max // 3, info.min // 5 if info.min else 7], dtype)
    info = ml_dtypes.finfo(dtype)
    return np.array([float(info.max), float(info.tiny), float(info.smallest_subnormal), -0.0, 1.0 / 3.0,
                     -2.5, np.inf, -np.inf], dtype).reshape(2, 4)


# Float sources of convert: NaN, the infinities, values that truncate, ties of
# the narrow floats, values beyond every integer range, and subnormals of f16.
SOURCE = [np.nan, np.inf, -np.inf, 3.7, -3.7, 0.5, -0.5, 2.5, 300.5, -200.0, 1e10, -1e10, 65519.0, 65520.0,
          1e-7, -6e-8, 3e-8, 1.0 + 2.0**-11, 1.0 + 3 * 2.0**-11, 2.0**31, -(2.0**31), 2.0**63, 4e9, -1.0]


def main():
    for name, dtype in TYPES.items():
        np.save(os.path.join(HERE, f"values_{name}.npy"), values(name, dtype))
    for source_name, source_type in (("f32", np.float32), ("f64", np.float64)):
        source = np.array(SOURCE, source_type)
        np.save(os.path.join(HERE, f"convert_source_{source_name}.npy"), source)
        for name, dtype in TYPES.items():
            got = np.asarray(jax.lax.convert_element_type(jnp.asarray(source), dtype))
            np.save(os.path.join(HERE, f"convert_{source_name}_to_{name}.npy"), got)
    source = np.array(SOURCE, np.float32)
    for exponent_bits, mantissa_bits in ((5, 10), (8, 7), (4, 3), (5, 2), (8, 23), (3, 1)):
        got = np.asarray(jax.lax.reduce_precision(jnp.asarray(source), exponent_bits, mantissa_bits))
        np.save(os.path.join(HERE, f"reduce_precision_e{exponent_bits}m{mantissa_bits}.npy"), got)


if __name__ == "__main__":
    main()
