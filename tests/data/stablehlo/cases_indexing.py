"""Corpus cases for the indexing and layout rows (slice, concatenate, pad,
reverse, dynamic_slice, dynamic_update_slice, gather, scatter) and hex
constants of every element type. Read by make_corpus.py."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from x64 import X64  # x64.py beside this file

rng = np.random.default_rng(11)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def slices(x, b):
    return (x[1:5:2, ::-1], x[::-2, 1:], x[-1], b[:, 2:7:3].astype(jnp.float32), lax.slice(x, (0, 1), (6, 5), (4, 3)))


def pads(x, h):
    return (jnp.pad(x, ((1, 2), (0, 3))), jnp.pad(x, 1, constant_values=-2.5),
            lax.pad(x, jnp.float32(7), [(-1, 2, 1), (1, -2, 2)]), lax.pad(h, jnp.float16(1), [(2, -1, 0), (0, 0, 1)]))


def gathers(x, idx, emb, tokens, order):
    return (jnp.take(x, idx, axis=0), x[idx], x[:, idx], emb[tokens], jnp.take_along_axis(x, order, axis=1),
            jnp.take(x, jnp.array([7, -9, 2]), axis=1, mode="clip"), x[idx, idx[::-1]])


def clipped_gathers(x, idx, emb, tokens, order):
    """Spellings without jnp.take's fill-mode check; promise_in_bounds with indices out of
    range leaves the clamping to StableHLO's gather itself."""
    far = idx * 3 - 5
    return (jnp.take(x, far, axis=0, mode="clip"), x.at[:, far].get(mode="promise_in_bounds"),
            jnp.take_along_axis(x, order, axis=1, mode="clip"), emb.at[tokens].get(mode="promise_in_bounds"),
            x.astype(jnp.bfloat16)[idx[:2, None], order[:2]], jnp.take(x.astype(jnp.int8), far, axis=0, mode="clip"))


def scatters(x, idx, u, i2, u2):
    return (x.at[idx].add(u), x.at[idx].set(u), x.at[idx].max(u), x.at[idx].min(u), x.at[idx].multiply(u),
            x.at[i2[:, 0], i2[:, 1]].add(u2), x.at[:, 1].set(jnp.arange(6.0)))


def int_scatter(counts, idx):
    return (counts.at[idx].add(1), counts.at[idx].max(jnp.arange(idx.shape[0], dtype=counts.dtype)))


def batched(x, k, flags, small):
    """vmap's spellings: batching dims in gather and scatter; bool scatters; unsigned indices."""
    return (jax.vmap(lambda r, i: r.at[i].add(2.0))(x, k), jax.vmap(lambda r, i: r[i])(x, k),
            jax.vmap(lambda r, i: lax.dynamic_slice(r, (i,), (2,)))(x, k),
            flags.at[small].set(False), flags.at[small].max(True), flags.at[small].min(False),
            x[small.astype(jnp.uint8) % 3], lax.dynamic_slice(x, (small[0].astype(jnp.uint32), jnp.uint32(9)), (2, 2)))


def other_pads(x):
    return jnp.pad(x, ((2, 1), (1, 2)), mode="edge"), jnp.pad(x, 2, mode="reflect"), jnp.pad(x, ((1, 0), (3, 2)), mode="wrap")


def scatter_out_of_range(x, u, seg):
    """Out-of-range windows are dropped (JAX's default), clamped (mode="clip"), or summed by segment."""
    far = jnp.array([7, -1, 2, -9, 2])
    return (x.at[far].add(u), x.at[far].set(u, mode="clip"), x.at[far, 1:].mul(u[:, :2], mode="drop"),
            jax.ops.segment_sum(u, seg, num_segments=4), jax.ops.segment_max(u, seg, num_segments=4),
            jnp.bincount(seg, length=5))


def dynamic(x, i, j, u, k):
    return (lax.dynamic_slice(x, (i, j), (2, 3)), lax.dynamic_slice(x, (k, jnp.int16(-4)), (3, 2)),
            lax.dynamic_update_slice(x, u, (i, j)), lax.dynamic_update_slice(x, u, (k, jnp.int16(1))),
            lax.dynamic_index_in_dim(x, k, axis=1, keepdims=False))


def joins(a, b, c):
    parts = jnp.split(a, 3, axis=1)
    return (jnp.concatenate([a, b], axis=0), jnp.stack([a, c, a], axis=1), parts[0] * 2 + parts[2],
            jnp.concatenate([a.astype(jnp.int8), c.astype(jnp.int8)], axis=1), jnp.hstack(jnp.split(b, [1, 4], axis=1)[::-1]))


def flips(x, s):
    return (jnp.flip(x), jnp.flip(x, axis=1), jnp.roll(x, 2, axis=1), jnp.roll(x, -1), jnp.roll(x, s, axis=0),
            jnp.rot90(x))


def constants(x):
    bf = jnp.array([1.5, -0.0078125, 3e38, 1e-40, -7.25, 0.1], jnp.bfloat16)
    hf = jnp.array([[65504.0, -6e-8, 0.333], [1.0, -2.0, 1e-3]], jnp.float16)
    i8 = jnp.array([-128, 127, 0, -1, 5, 99], jnp.int8)
    u32 = jnp.array([0xFFFFFFFF, 0x9E3779B9, 1, 0x80000000, 123456789, 7], jnp.uint32)
    b = jnp.array([True, False, False, True, True, False])
    # select, not arithmetic: XLA's CPU flushes bf16 subnormal products to zero.
    return (jnp.where(x[0] > 0, bf, -bf), x.astype(jnp.bfloat16) * bf[:3].reshape(3, 1), hf * x[:2, :3].astype(jnp.float16), i8 + x[0].astype(jnp.int8),
            u32 ^ x[1].astype(jnp.uint32), b & (x[2] > 0), jnp.full((3,), 0.1, jnp.bfloat16) + bf[:3],
            jnp.full((2, 2), 0xDEADBEEF, jnp.uint32), jnp.full((4,), -3, jnp.int8),
            # Non-finite splats, which JAX prints as hex elements (dense<0xFF80> : tensor<bf16>).
            jnp.maximum(x[0].astype(jnp.bfloat16), jnp.full((6,), -jnp.inf, jnp.bfloat16)),
            jnp.full((2,), jnp.nan, jnp.float16), jnp.full((2,), jnp.inf, jnp.float16),
            x.astype(jnp.bfloat16).max(axis=1), jnp.minimum(x[1].astype(jnp.float16), jnp.float16(jnp.inf)))


def tables(x):
    """Constants of more than 100 elements, which JAX prints in hex (dense<"0x...">)."""
    t = np.random.default_rng(111)
    table = t.standard_normal(128) * np.logspace(-30, 30, 128)
    bf = jnp.asarray(table.astype(jnp.bfloat16))
    hf = jnp.asarray(np.concatenate([np.clip(table[:120], -6e4, 6e4), [np.inf, -np.inf, -0.0, 6e-8, 65504, 1e-5, 3, 0.1]]).astype(np.float16))
    i8 = jnp.asarray(t.integers(-128, 128, 128).astype(np.int8))
    u32 = jnp.asarray(t.integers(0, 2 ** 32, 128, dtype=np.uint64).astype(np.uint32))
    i16 = jnp.asarray(t.integers(-2 ** 15, 2 ** 15, 128).astype(np.int16))
    u8 = jnp.asarray(t.integers(0, 256, 128).astype(np.uint8))
    b = jnp.asarray(t.random(128) < 0.5)
    f = jnp.asarray(table.astype(np.float32))
    y = x.reshape(128)
    return (bf * y.astype(jnp.bfloat16), hf + y.astype(jnp.float16), i8 ^ y.astype(jnp.int8), u32 + y.astype(jnp.uint32),
            i16 - y.astype(jnp.int16), u8 | y.astype(jnp.uint8), b ^ (y > 0), f * y)


def tables64(x):
    t = np.random.default_rng(112)
    f64 = jnp.asarray(t.standard_normal(128) * np.logspace(-300, 300, 128))
    i64 = jnp.asarray(t.integers(-2 ** 53, 2 ** 53, 128))
    u64 = jnp.asarray(t.integers(0, 2 ** 53, 128).astype(np.uint64))
    return f64 * x, i64 - x.astype(jnp.int64), u64 + x.astype(jnp.uint64)


def constants64(x):
    f64 = jnp.array([0.1, 1.0 / 3.0, -2.5e-300, 1e300, np.pi, 5e-324], jnp.float64)
    i64 = jnp.array([-(2 ** 40) - 1, 2 ** 50 + 3, -1, 0, 17, 2 ** 31], jnp.int64)
    # With x64, JAX's indices and starts are i64.
    idx = jnp.array([5, 0, 2, 5])
    # select, not arithmetic, for the subnormal: XLA's CPU flushes subnormal products to zero.
    return (jnp.where(x > 0, f64, -f64), x[:5] * f64[:5], i64 + x.astype(jnp.int64), jnp.full((2,), 0.7, jnp.float64), x[:3] + 1e-17, x[idx],
            x.at[idx].add(f64[:4]), lax.dynamic_slice(x, (jnp.int64(4),), (3,)))


def wide_constants64(x, i):
    """64-bit integer constants beyond 2^53 (masks, sentinels, hashing multipliers), which
    the importer writes as 32-bit halves: frexp's exponent mask, int64 min/max (argmax's and
    max's inits), uint64 constants, splats and lists."""
    u = i.astype(jnp.uint64)
    return (jnp.frexp(x), lax.bitcast_convert_type(x, jnp.int64) & jnp.int64(-9218868437227405313),
            jnp.array([2**62 + 1, -2**63, 2**63 - 1, 7, -(2**53) - 1, 0], jnp.int64) ^ i,
            jnp.array([2**64 - 1, 2**63 + 5, 3, 0x9E3779B97F4A7C15, 2**53 + 1, 1], jnp.uint64) * u,
            jnp.argmax(i), jnp.max(i), jnp.min(i), u.max(), jnp.uint64(0x9E3779B97F4A7C15) * u + jnp.uint64(2**63),
            jnp.int64(2**63 - 1) - jnp.zeros((2, 3), jnp.int64) - i[:3])


def cases():
    c = []
    c.append(("idx_slice", slices, [f32(6, 5), rng.integers(-50, 50, (3, 8)).astype(np.int32)]))
    c.append(("idx_pad", pads, [f32(4, 3), f32(3, 2).astype(np.float16)]))
    c.append(("idx_gather", gathers,
              [f32(5, 8), np.array([4, 0, 4, 2], np.int32), f32(10, 3), rng.integers(0, 10, (2, 3)).astype(np.int32),
               rng.integers(0, 8, (5, 2)).astype(np.int32)]))
    c.append(("idx_gather_clip", clipped_gathers,
              [f32(5, 8), np.array([4, 0, 4, 2], np.int32), f32(10, 3), rng.integers(-3, 13, (2, 3)).astype(np.int32),
               rng.integers(0, 8, (5, 2)).astype(np.int32)]))
    c.append(("idx_scatter", scatters,
              [f32(6, 3), np.array([1, 4, 1, 0, 4], np.int32), f32(5, 3), np.array([[0, 2], [5, 1], [0, 2]], np.int32),
               f32(3)]))
    c.append(("idx_scatter_int", int_scatter, [np.zeros(5, np.int32), np.array([3, 1, 3, 3, 0, 4, 1], np.int32)]))
    c.append(("idx_dynamic", dynamic,
              [f32(5, 6), np.int32(4), np.int32(5), f32(2, 3), np.int16(-3)]))
    c.append(("idx_batched", batched,
              [f32(3, 5), np.array([0, 4, 2], np.int32), np.array([True, False, True, False, True]),
               np.array([4, 1, 1, 3], np.int32)]))
    c.append(("idx_pad_modes", other_pads, [f32(3, 4)]))
    c.append(("idx_joins", joins, [f32(2, 6), f32(3, 6), f32(2, 6)]))
    c.append(("idx_flip_roll", flips, [f32(3, 4), np.int32(2)]))
    c.append(("idx_constants", constants, [f32(3, 6) * 4]))
    c.append(("idx_constants64", X64(constants64), [rng.standard_normal(6)]))
    c.append(("idx_constants64_wide", X64(wide_constants64),
              [np.array([-3.3, 1.7, 100.0, -0.9, 1e-300, -2.5e300]), np.array([5, -7, 2**62, -2**62, 2**53 + 1, -1])]))
    c.append(("idx_hex_tables", tables, [rng.integers(-3, 4, (8, 16)).astype(np.float32)]))
    c.append(("idx_hex_tables64", X64(tables64), [rng.integers(-3, 4, 128).astype(np.float64)]))
    c.append(("idx_scatter_oob", scatter_out_of_range,
              [f32(6, 3), f32(5, 3), np.array([3, 0, 3, 1, 0], np.int32)]))
    # Jitted, so numpy arguments become arrays (x.at[...]) when make_corpus.py runs them.
    return [(name, fn if isinstance(fn, X64) else jax.jit(fn), args) for name, fn, args in c]
