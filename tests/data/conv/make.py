"""Makes the stored convolution / reduce_window / select_and_scatter cases.

Run with JAX installed (CPU is enough):  python3 tests/data/conv/make.py
Each case writes its inputs and JAX's result as .npy files, and the
StableHLO JAX lowers it to as CASE.mlir (the attributes the pmapsim
programs in tests/reference/test_conv_window.cpp copy). Inputs are small
integers, so every f32 sum is exact and any summation order gives the
same bits.
"""
import os

import jax
import jax.numpy as jnp
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(10)


def ints(*shape):
    return rng.integers(-3, 4, size=shape).astype(np.float32)


def save(case, fn, *args):
    out = fn(*args)
    for i, a in enumerate(args):
        np.save(os.path.join(HERE, f"{case}_in{i}.npy"), np.asarray(a))
    outs = out if isinstance(out, tuple) else (out,)
    for i, o in enumerate(outs):
        np.save(os.path.join(HERE, f"{case}_out{i}.npy"), np.asarray(o))
    with open(os.path.join(HERE, f"{case}.mlir"), "w") as f:
        f.write(jax.jit(fn).lower(*args).as_text())


DN = ("NCHW", "OIHW", "NCHW")


def conv(x, w):
    return jax.lax.conv_general_dilated(
        x, w, window_strides=(2, 1), padding=((1, 1), (0, 2)), rhs_dilation=(1, 2),
        dimension_numbers=DN, feature_group_count=2)


x = ints(2, 4, 7, 6)
w = ints(6, 2, 3, 2)
save("forward", conv, x, w)

# Both gradients as JAX emits them: vjp of the forward conv with a cotangent.
y = conv(x, w)
g = ints(*y.shape)
save("grad_lhs", lambda x, w, g: jax.vjp(lambda x: conv(x, w), x)[1](g)[0], x, w, g)
# The lhs gradient's kernel operand as the lowering builds it (grad_lhs.mlir:
# reshape, transpose, reshape, reverse of the forward kernel), so that a test
# can run the gradient's convolution alone with JAX's attributes.
np.save(os.path.join(HERE, "grad_lhs_kernel.npy"),
        np.ascontiguousarray(w.reshape(2, 3, 2, 3, 2).transpose(1, 0, 2, 3, 4).reshape(3, 4, 3, 2)[:, :, ::-1, ::-1]))
save("grad_rhs", lambda x, w, g: jax.vjp(lambda w: conv(x, w), w)[1](g)[0], x, w, g)

# NHWC / HWIO layout with lhs dilation (a transposed conv).
def conv_nhwc(x, w):
    return jax.lax.conv_general_dilated(
        x, w, window_strides=(1, 1), padding=((2, 1), (1, 1)), lhs_dilation=(2, 1),
        dimension_numbers=("NHWC", "HWIO", "NHWC"))


save("nhwc", conv_nhwc, ints(1, 4, 3, 2), ints(3, 2, 2, 3))

# cumsum (lowered by JAX on CPU to reduce_window), max-pool, avg-pool and the max-pool gradient.
save("cumsum", lambda v: jnp.cumsum(v, axis=1), ints(3, 9))


def max_pool(v):
    return jax.lax.reduce_window(v, -jnp.inf, jax.lax.max, (1, 1, 3, 3), (1, 1, 2, 2),
                                 ((0, 0), (0, 0), (1, 1), (1, 1)))


def avg_pool(v):
    s = jax.lax.reduce_window(v, 0.0, jax.lax.add, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")
    return s / 4.0


p = ints(2, 3, 6, 6)
save("max_pool", max_pool, p)
save("avg_pool", avg_pool, p)
gp = ints(*max_pool(p).shape)
save("max_pool_grad", lambda v, g: jax.vjp(max_pool, v)[1](g)[0], p, gp)
