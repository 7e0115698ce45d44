"""Corpus cases for complex numbers and the FFT (make_corpus.py runs this
file): jnp.fft's transforms (fft, ifft, rfft, irfft, fft2, ifftn, rfftn,
irfftn; powers of two, odd and prime lengths), complex arithmetic and its
compositions as JAX lowers them (conj, angle, abs, exp/log/sqrt, ==, sums,
complex constants small and hex-printed), complex matmuls, a Fourier neural
operator's spectral layers in 1-D and 2-D and its gradient, complex128 under
jax_enable_x64, and FFTs and complex psums under jax.pmap. Names start with
fft_ or cplx_."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from x64 import X64  # x64.py beside this file

rng = np.random.default_rng(53)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def c64(*shape):
    return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(np.complex64)


def c128(*shape):
    return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(np.complex128)


def transforms(z, x):
    """Every 1-D transform, on a power of two, an odd and a prime length."""
    return (jnp.fft.fft(z), jnp.fft.ifft(z), jnp.fft.fft(z[:, :13]), jnp.fft.rfft(x), jnp.fft.irfft(jnp.fft.rfft(x)),
            jnp.fft.irfft(z[:, :9], n=15), jnp.fft.fft(z, n=20), jnp.fft.rfft(x[:, :11], n=7))


def transforms_nd(z, x):
    return (jnp.fft.fft2(z), jnp.fft.ifftn(z, axes=(0, 1, 2)), jnp.fft.rfftn(x), jnp.fft.irfftn(jnp.fft.rfftn(x), s=x.shape),
            jnp.fft.fftshift(jnp.fft.fftfreq(12)) + jnp.fft.rfft2(x[0]).real.sum())


def arithmetic(z, w, x):
    c = lax.complex(x, -2 * x)
    table = jnp.asarray(np.exp(2j * np.pi * np.arange(128) / 128).astype(np.complex64))  # printed in hex
    return (z * w / (w + 2), jnp.conj(z) - c, jnp.abs(z), jnp.angle(w), jnp.real(z) + jnp.imag(w),
            jnp.exp(z / 4), jnp.log(w), jnp.sqrt(z), z == jnp.conj(jnp.conj(z)), z != w,
            jnp.sum(z * w, axis=1), jnp.mean(z), jnp.where(jnp.abs(z) > 1, z, w),
            jnp.array([1 + 2j, -3j, 0.5, 2 - 1j], jnp.complex64) * z[0, :4], table[:z.shape[1]] * z,
            x.astype(jnp.int32).astype(jnp.complex64), lax.convert_element_type(z, jnp.float32),
            jnp.real(z).astype(jnp.int32))


def spectral_conv_1d(x, weights, w_local, modes=12):
    """A Fourier neural operator's 1-D layer (Li et al. 2021): keep the low modes of each
    channel's spectrum, mix channels there with complex weights, back to space, plus a
    pointwise linear path, then GELU."""
    spectrum = jnp.fft.rfft(x, axis=-1)                                   # [batch, cin, n/2+1]
    mixed = jnp.einsum("bim,iom->bom", spectrum[:, :, :modes], weights)    # [batch, cout, modes]
    full = jnp.zeros((x.shape[0], weights.shape[1], x.shape[-1] // 2 + 1), jnp.complex64).at[:, :, :modes].set(mixed)
    return jax.nn.gelu(jnp.fft.irfft(full, n=x.shape[-1], axis=-1) + jnp.einsum("io,bin->bon", w_local, x))


def spectral_conv_2d(x, weights):
    spectrum = jnp.fft.rfft2(x)                                           # [batch, c, 16, 9]
    low = jnp.einsum("bixy,ioxy->boxy", spectrum[:, :, :4, :4], weights)
    full = jnp.zeros(spectrum.shape[:1] + (weights.shape[1],) + spectrum.shape[2:], jnp.complex64)
    return jnp.fft.irfft2(full.at[:, :, :4, :4].set(low), s=x.shape[-2:])


def fno_grad(x, weights, w_local, target):
    def loss(weights, w_local):
        return jnp.mean((spectral_conv_1d(x, weights, w_local) - target) ** 2)

    return jax.grad(loss, argnums=(0, 1))(weights, w_local)


def x64_case(z, x):
    return jnp.fft.fft(z), jnp.fft.irfft(jnp.fft.rfft(x), n=x.shape[-1]), jnp.abs(z) ** 2, z @ z.T, jnp.exp(1j * x)


def pmap_fft(z):
    spectrum = jnp.fft.fft(z)
    return lax.psum(spectrum, "i"), lax.pmean(jnp.abs(spectrum), "i"), lax.all_gather(z, "i")


def cases():
    out = []
    out.append(("fft_transforms", transforms, [c64(4, 16), f32(3, 16)]))
    out.append(("fft_transforms_nd", transforms_nd, [c64(2, 6, 10), f32(3, 4, 6)]))
    out.append(("fft_prime_lengths", lambda z: (jnp.fft.fft(z), jnp.fft.ifft(z[:, :89]), jnp.fft.rfft(z.real, n=101)),
                [c64(2, 97)]))
    out.append(("cplx_arithmetic", arithmetic, [c64(3, 8), c64(3, 8), f32(3, 8)]))
    out.append(("cplx_matmul", lambda a, b: (a @ b, jnp.einsum("ij,kj->ik", a, jnp.conj(b.T)), jnp.vdot(a[0], b[:, 0])),
                [c64(5, 6), c64(6, 3)]))
    out.append(("fft_fno_layer_1d", spectral_conv_1d, [f32(2, 4, 64), c64(4, 5, 12) * 0.2, f32(4, 5) * 0.3]))
    out.append(("fft_fno_layer_2d", spectral_conv_2d, [f32(2, 3, 16, 16), c64(3, 2, 4, 4) * 0.3]))
    out.append(("fft_fno_grad", fno_grad, [f32(2, 4, 32), c64(4, 4, 12) * 0.2, f32(4, 4) * 0.3, f32(2, 4, 32)]))
    out.append(("fft_x64", X64(x64_case), [c128(4, 4), rng.standard_normal((3, 10))]))
    out.append(("fft_pmap_psum", jax.pmap(pmap_fft, axis_name="i"), [c64(8, 12)]))
    return out
