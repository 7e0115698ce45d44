"""Corpus cases for the windowed ops and contractions (convolution,
reduce_window, select_and_scatter, dot_general): run by make_corpus.py beside
this file. Names start with win_."""
import re

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax._src.lax.windowed_reductions import _select_and_scatter_add
from x64 import X64  # x64.py beside this file

rng = np.random.default_rng(11)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def conv(x, k, strides, padding, dims, **kw):
    return lax.conv_general_dilated(x, k, strides, padding, dimension_numbers=dims, **kw)


class Generic:
    """A function lowered by jax.jit whose ops are printed in MLIR's generic
    form (print_generic_op_form), inside the pretty module and @main header
    JAX prints, so the corpus's facts still read its signature."""

    def __init__(self, fn):
        self.fn = jax.jit(fn)

    def __call__(self, *args):
        return self.fn(*args)

    def lower(self, *args):
        lowered = self.fn.lower(*args)
        pretty = lowered.as_text().splitlines()
        generic = lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True,
                                                                      enable_debug_info=False).splitlines()
        assert sum("func.func" in line for line in pretty) == 1, "one function only"
        start = next(i for i, line in enumerate(generic) if line.strip().startswith("^bb0(")) + 1
        end = next(i for i, line in enumerate(generic) if '"func.return"' in line)
        ret = re.match(r'\s*"func.return"\((.*)\) : \((.*)\) -> \(\)', generic[end])
        body = [line[2:] for line in generic[start:end]] + [f"    return {ret.group(1)} : {ret.group(2)}"]
        text = "\n".join(pretty[:2] + body + ["  }", "}"]) + "\n"

        class Text:
            def as_text(self):
                return text

        return Text()


def conv_grads(x, k):
    def loss(x, k):
        y = conv(x, k, (2, 2), "SAME", ("NCHW", "OIHW", "NCHW"), rhs_dilation=(1, 2))
        return (y * y).sum()

    return jax.grad(loss, argnums=(0, 1))(x, k)


def depthwise_grads(x, k):
    def loss(x, k):
        y = conv(x, k, (1, 1), [(1, 0), (0, 1)], ("NHWC", "HWIO", "NHWC"), feature_group_count=4)
        return jnp.tanh(y).sum()

    return jax.grad(loss, argnums=(0, 1))(x, k)


def grouped_kernel_grad(x, k):
    # feature_group_count=2: the kernel gradient has batch_group_count=2.
    return jax.grad(lambda k: (conv(x, k, (1, 1), "VALID", ("NHWC", "HWIO", "NHWC"), feature_group_count=2) ** 2).sum())(k)


def pools(x):
    mx = lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
    avg = lax.reduce_window(x, 0.0, lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4.0
    mn = lax.reduce_window(x, jnp.inf, lax.min, (1, 2, 3, 1), (1, 1, 2, 1), [(0, 0), (1, 0), (1, 2), (0, 0)])
    return mx, avg, mn


def cumulative(x, n):
    outs = []
    for axis in range(x.ndim):
        outs += [jnp.cumsum(x, axis), jnp.cumprod(x, axis), lax.cummax(x, axis), lax.cummin(x, axis)]
    outs += [lax.cumsum(x, 1, reverse=True), jnp.cumsum(n, 0), lax.cummax(n, 1)]
    return outs


def window_extras(x):
    # Non-identity inits, base and window dilation, product windows.
    plus_one = lax.reduce_window(x, 1.0, lax.add, (2, 2), (1, 1), "VALID")
    relu_pool = lax.reduce_window(x, 0.25, lax.max, (2, 3), (2, 1), [(1, 1), (0, 2)])
    dilated = lax.reduce_window(x, 0.0, lax.add, (2, 2), (1, 2), "VALID", base_dilation=(2, 1),
                                window_dilation=(1, 2))
    prod = lax.reduce_window(x, 1.0, lax.mul, (1, 2), (1, 1), [(0, 0), (1, 1)])
    return plus_one, relu_pool, dilated, prod


def scatter_windows(src, x):
    # select_and_scatter with its own padding attribute (JAX's max-pool gradient
    # spells the padding with stablehlo.pad instead).
    ge = _select_and_scatter_add(src, x, lax.ge_p, (2, 3), (2, 2), [(1, 0), (1, 1)])
    le = _select_and_scatter_add(src, -x, lax.le_p, (2, 3), (2, 2), [(1, 0), (1, 1)])
    return ge, le


def generic_forms(x, k, a, b, p):
    y = conv(x, k, (2, 1), [(1, 2), (0, 1)], ("NCHW", "OIHW", "NCHW"), lhs_dilation=(1, 2), rhs_dilation=(2, 1),
             precision=lax.Precision.HIGHEST)
    d = jnp.einsum("bij,bjk->bik", a, b)
    m = lax.reduce_window(y, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "SAME")
    s = _select_and_scatter_add(jnp.ones_like(p[::2, ::2]), p, lax.gt_p, (2, 2), (2, 2), [(0, 0), (0, 0)])
    return y, d, m, s


def cases():
    c = []
    x_nchw, k_oihw = f32(2, 3, 7, 8), f32(4, 3, 3, 2)
    c.append(("win_conv_nchw_dilated",
              lambda x, k: conv(x, k, (2, 1), [(1, 2), (0, 1)], ("NCHW", "OIHW", "NCHW"), lhs_dilation=(1, 2),
                                rhs_dilation=(2, 1)), [x_nchw, k_oihw]))
    c.append(("win_conv_nhwc_same_valid",
              lambda x, k: (conv(x, k, (2, 2), "SAME", ("NHWC", "HWIO", "NHWC")),
                            conv(x, k, (1, 2), "VALID", ("NHWC", "HWIO", "NHWC"))), [f32(2, 7, 6, 3), f32(3, 2, 3, 5)]))
    c.append(("win_conv1d", lambda x, k: (conv(x, k, (2,), "SAME", ("NCH", "OIH", "NCH")),
                                          conv(x, k, (1,), [(2, 0)], ("NCH", "OIH", "NCH"), rhs_dilation=(2,))),
              [f32(2, 3, 9), f32(4, 3, 3)]))
    c.append(("win_conv3d", lambda x, k: conv(x, k, (1, 2, 1), "SAME", ("NDHWC", "DHWIO", "NDHWC")),
              [f32(1, 4, 5, 4, 2), f32(2, 3, 2, 2, 3)]))
    c.append(("win_conv_depthwise",
              lambda x, k: conv(x, k, (1, 1), "SAME", ("NHWC", "HWIO", "NHWC"), feature_group_count=4),
              [f32(2, 5, 5, 4), f32(3, 3, 1, 8)]))
    c.append(("win_conv_grads", conv_grads, [f32(2, 3, 7, 6), f32(4, 3, 3, 2)]))
    c.append(("win_conv_depthwise_grads", depthwise_grads, [f32(2, 5, 4, 4), f32(2, 2, 1, 4)]))
    c.append(("win_conv_grouped_kernel_grad", grouped_kernel_grad, [f32(2, 5, 5, 4), f32(2, 2, 2, 6)]))
    c.append(("win_pools", pools, [f32(2, 7, 6, 3)]))
    c.append(("win_cumulative", cumulative,
              [rng.uniform(0.5, 1.5, (4, 5)).astype(np.float32), rng.integers(-50, 50, (3, 4)).astype(np.int32)]))
    c.append(("win_reduce_window_extras", window_extras, [f32(5, 6)]))
    c.append(("win_select_and_scatter", scatter_windows, [f32(3, 3), f32(5, 6)]))
    c.append(("win_maxpool_grad",
              jax.grad(lambda x: (lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME") ** 2).sum()),
              [f32(1, 5, 6, 2)]))
    c.append(("win_int8_matmul",
              lambda a, b: (lax.dot(a, b, preferred_element_type=jnp.int32),
                            jnp.einsum("ij,kj->ik", a, b.T, preferred_element_type=jnp.int32)),
              [rng.integers(-128, 128, (3, 8)).astype(np.int8), rng.integers(-128, 128, (8, 4)).astype(np.int8)]))
    c.append(("win_bf16_matmul", lambda a, b: jnp.matmul(a, b, preferred_element_type=jnp.float32),
              [f32(4, 16).astype(jnp.bfloat16), f32(16, 3).astype(jnp.bfloat16)]))
    c.append(("win_einsum_batch",
              lambda a, b, v, p, q: (jnp.einsum("bij,bjk->bik", a, b), jnp.einsum("bhqd,bhkd->bhqk", v, v),
                                     jnp.einsum("i,i->", p, q),
                               lax.dot_general(a, b, (((2,), (1,)), ((0,), (0,))), precision=lax.Precision.HIGHEST)),
              [f32(2, 3, 4), f32(2, 4, 5), f32(2, 2, 3, 4), f32(6), f32(6)]))
    c.append(("win_generic_forms", Generic(generic_forms),
              [f32(2, 3, 9, 9), f32(4, 3, 3, 3), f32(2, 3, 4), f32(2, 4, 5), f32(4, 6)]))
    # Further spellings: transposed and 1-D numpy convolutions, more gradients,
    # boolean and integer windows (or/and, a general region), dot algorithms.
    c.append(("win_conv_transpose",
              lambda x, k: lax.conv_transpose(x, k, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")),
              [f32(1, 4, 4, 3), f32(3, 3, 3, 2)]))
    c.append(("win_numpy_convolve",
              lambda a, b: (jnp.convolve(a, b), jnp.correlate(a, b, mode="same"), jnp.convolve(a, b, mode="valid")),
              [f32(9), f32(4)]))
    c.append(("win_conv_grads_nhwc_dilated",
              lambda x, k, y, w: (
                  jax.grad(lambda x, k: (conv(x, k, (2, 2), "VALID", ("NHWC", "HWIO", "NHWC")) ** 2).sum(),
                           argnums=(0, 1))(x, k),
                  jax.grad(lambda y, w: jnp.sin(conv(y, w, (1, 1), [(2, 1), (0, 2)], ("NCHW", "OIHW", "NCHW"),
                                                     lhs_dilation=(1, 2), rhs_dilation=(2, 2))).sum(),
                           argnums=(0, 1))(y, w)),
              [f32(2, 7, 7, 3), f32(3, 3, 3, 4), f32(2, 3, 6, 5), f32(4, 3, 2, 3)]))
    c.append(("win_avgpool_grad",
              jax.grad(lambda x: (lax.reduce_window(x, 0.0, lax.add, (2, 2), (2, 2), "VALID") ** 2).sum()),
              [f32(4, 6)]))
    c.append(("win_bool_int_windows",
              lambda m, n: (lax.reduce_window(m, False, lax.bitwise_or, (2, 2), (1, 1), "VALID"),
                            lax.reduce_window(m, True, lax.bitwise_and, (2, 2), (1, 1), "VALID"),
                            lax.reduce_window(n, 0, lax.bitwise_or, (2, 2), (1, 1), "VALID")),
              [rng.random((4, 5)) > 0.5, rng.integers(0, 16, (4, 5)).astype(np.int32)]))
    c.append(("win_dot_algorithms",
              lambda a, b, p, q: (lax.dot(a, b, precision=lax.DotAlgorithmPreset.F32_F32_F32),
                                  lax.dot(p, q, precision=lax.DotAlgorithmPreset.BF16_BF16_F32)),
              [f32(4, 8), f32(8, 3), f32(4, 8).astype(jnp.bfloat16), f32(8, 3).astype(jnp.bfloat16)]))
    c.append(("win_matvec_outer",
              lambda a, v: (a @ v, v @ a.T, jnp.outer(v, v), jnp.dot(v, v), jnp.tensordot(a, a, axes=([0, 1], [0, 1])),
                            jnp.einsum("ij,ij->i", a, a)),
              [f32(3, 4), f32(4)]))
    c.append(("win_int8_einsum_batch",
              lambda a, b: jnp.einsum("bij,bjk->bik", a, b, preferred_element_type=jnp.int32),
              [rng.integers(-128, 128, (2, 3, 4)).astype(np.int8), rng.integers(-128, 128, (2, 4, 5)).astype(np.int8)]))
    c.append(("win_int8_f16_conv",
              lambda x, k, y, w: (lax.conv_general_dilated(x, k, (1, 1), "SAME", preferred_element_type=jnp.int32),
                                  lax.conv_general_dilated(y, w, (1, 1), "VALID")),
              [rng.integers(-128, 128, (1, 2, 5, 5)).astype(np.int8), rng.integers(-128, 128, (3, 2, 3, 3)).astype(np.int8),
               f32(1, 2, 5, 5).astype(np.float16), f32(3, 2, 3, 3).astype(np.float16)]))
    c.append(("win_lax_conv_spellings",
              lambda x, k: (lax.conv(x, k, (1, 1), "SAME"),
                            lax.conv_with_general_padding(x, k, (2, 1), [(1, 0), (0, 1)], (1, 1), (1, 2))),
              [f32(1, 3, 6, 6), f32(2, 3, 3, 3)]))
    c.append(("win_depthwise_nchw_strided_grads",
              jax.grad(lambda x, k: (conv(x, k, (2, 2), "SAME", ("NCHW", "OIHW", "NCHW"), feature_group_count=4) ** 2).sum(),
                       argnums=(0, 1)),
              [f32(2, 4, 6, 6), f32(8, 1, 3, 3)]))
    c.append(("win_pool3d_minpool_grad",
              lambda x, m: (lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 2, 1), (1, 2, 2, 2, 1), "SAME"),
                            jax.grad(lambda y: lax.reduce_window(y, 0.0, lax.add, (1, 2, 2, 2, 1), (1, 1, 1, 1, 1),
                                                                 "VALID").sum())(x),
                            jax.grad(lambda y: (lax.reduce_window(y, jnp.inf, lax.min, (2, 2), (2, 2), "VALID") ** 2).sum())(m)),
              [f32(1, 3, 4, 5, 2), f32(4, 6)]))
    # f64 products (jax_enable_x64): matrix, vector-matrix, batched, transposed, and f32
    # operands with an f64 preferred type.
    c.append(("win_f64_dots",
              X64(lambda a, b, p, q: (a @ b, b.T @ a.T, a[0] @ b, jnp.einsum("bij,bjk->bik", p.astype(jnp.float64),
                                                                               q.astype(jnp.float64)),
                                      jnp.dot(p[0], q[0], preferred_element_type=jnp.float64))),
              [np.arange(12.0).reshape(3, 4) / 7, np.linspace(-1, 1, 20).reshape(4, 5), f32(2, 3, 4), f32(2, 4, 2)]))
    return c
