"""Makes the expected values of the reference's complex-number and FFT kernels, with NumPy.

Run from the repository root with a Python that has numpy (fixed seeds, so a
re-run writes the same files):
    python tests/data/complex/make.py
It writes, next to this file:
    fft_<case>_in.npy, fft_<case>_out.npy
        numpy.fft's transform of the input (the input widened to complex128 or
        float64 first, so the expected values are NumPy's double-precision
        transform whatever the case's dtype); cases.json lists each case's
        fft_type, fft_length, input dtype and shape
    z.npy, w.npy        complex128 operands of the elementwise ops (ordinary values and edges:
                        zero, the axes, tiny and large magnitudes)
    <op>.npy            NumPy's complex128 result of each op on them
    dot_lhs.npy, dot_rhs.npy, dot.npy
                        a batched complex product, numpy.einsum("bij,bjk->bik")
    c64.npy, c128.npy   complex arrays as NumPy writes them (.npy descr <c8 and <c16)
and prints the NumPy version it used. tests/reference/test_complex.cpp and
tests/runtime/test_npy.cpp read them.
"""
import json
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(2024)

# name: (fft_type, input dtype, input shape, fft_length). Lengths cover powers of
# two, odd and prime lengths (primes above 64 run as Bluestein's algorithm on
# the reference), 1-, 2- and 3-dimensional transforms and a length of 1.
FFT_CASES = {
    "fft_n8": ("FFT", "complex64", (3, 8), [8]),
    "fft_n7": ("FFT", "complex64", (2, 7), [7]),
    "fft_n1": ("FFT", "complex64", (5, 1), [1]),
    "fft_n1000": ("FFT", "complex64", (1000,), [1000]),
    "fft_n97": ("FFT", "complex128", (2, 97), [97]),
    "fft_n1009": ("FFT", "complex128", (1009,), [1009]),
    "ifft_n12": ("IFFT", "complex64", (4, 12), [12]),
    "ifft_n131": ("IFFT", "complex128", (2, 131), [131]),
    "rfft_n16": ("RFFT", "float32", (3, 16), [16]),
    "rfft_n15": ("RFFT", "float64", (2, 15), [15]),
    "rfft_n101": ("RFFT", "float32", (2, 101), [101]),
    "irfft_n16": ("IRFFT", "complex64", (3, 9), [16]),
    "irfft_n15": ("IRFFT", "complex128", (2, 8), [15]),
    "irfft_n194": ("IRFFT", "complex64", (2, 98), [194]),
    "fft2_6x10": ("FFT", "complex64", (2, 6, 10), [6, 10]),
    "fft3_3x4x5": ("FFT", "complex128", (3, 4, 5), [3, 4, 5]),
    "ifft2_5x7": ("IFFT", "complex64", (5, 7), [5, 7]),
    "rfft2_4x6": ("RFFT", "float32", (4, 6), [4, 6]),
    "rfft3_3x4x6": ("RFFT", "float64", (3, 4, 6), [3, 4, 6]),
    "irfft2_4x8": ("IRFFT", "complex64", (4, 5), [4, 8]),
    "irfft3_2x3x6": ("IRFFT", "complex128", (2, 3, 4), [2, 3, 6]),
}


def random_array(dtype, shape):
    if np.dtype(dtype).kind == "c":
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def numpy_fft(kind, x, lengths):
    axes = list(range(x.ndim - len(lengths), x.ndim))
    if kind in ("FFT", "IFFT"):
        x = x.astype(np.complex128)
        return (np.fft.fftn if kind == "FFT" else np.fft.ifftn)(x, s=lengths, axes=axes)
    if kind == "RFFT":
        return np.fft.rfftn(x.astype(np.float64), s=lengths, axes=axes)
    return np.fft.irfftn(x.astype(np.complex128), s=lengths, axes=axes)


def write_fft_cases():
    cases = {}
    for name, (kind, dtype, shape, lengths) in FFT_CASES.items():
        x = random_array(dtype, shape)
        np.save(os.path.join(HERE, f"{name}_in.npy"), x)
        np.save(os.path.join(HERE, f"{name}_out.npy"), numpy_fft(kind, x, lengths))
        cases[name] = {"fft_type": kind.lower(), "dtype": dtype, "shape": list(shape), "fft_length": lengths}
    with open(os.path.join(HERE, "cases.json"), "w") as f:
        json.dump(cases, f, indent=1)
        f.write("\n")


def elementwise_operands():
    special = [0, 1, -1, 1j, -1j, 1 + 1j, -2.5 + 0.5j, 0.5 - 3j, 1e-20 + 1e-20j, 1e15 - 1e15j, 3.0, -0.25j,
               40 + 2j, -40 - 2j, 0.001 + 700j]
    z = np.array(special + list(rng.standard_normal(25) * 4 + 1j * rng.standard_normal(25) * 4), np.complex128)
    w = np.array([1, 2, 1j, 1 - 1j, -0.5, 3 + 4j, 1e-3j, 2.5, 1 + 1j, -1e10, 0.5j, 7, -3 - 2j, 1, 0.25]
                 + list(rng.standard_normal(25) * 2 + 1j * rng.standard_normal(25) * 2), np.complex128)
    return z, w


def write_elementwise():
    z, w = elementwise_operands()
    np.save(os.path.join(HERE, "z.npy"), z)
    np.save(os.path.join(HERE, "w.npy"), w)
    with np.errstate(all="ignore"):  # exp, sin, cos and tanh of the large values overflow to inf or nan
        results = {
            "neg": -z, "abs": np.abs(z), "exp": np.exp(z), "log": np.log(z), "sqrt": np.sqrt(z),
            "rsqrt": 1 / np.sqrt(z), "tanh": np.tanh(z), "sine": np.sin(z), "cosine": np.cos(z),
            "sign": np.where(z == 0, 0, z / np.where(z == 0, 1, np.abs(z))),
            "add": z + w, "sub": z - w, "mul": z * w, "div": z / w, "power": np.power(w, z / 8),
            "real": z.real, "imag": z.imag,
        }
    for name, value in results.items():
        np.save(os.path.join(HERE, f"{name}.npy"), value)


def write_dot_and_files():
    lhs = random_array("complex64", (2, 3, 5))
    rhs = random_array("complex64", (2, 5, 4))
    np.save(os.path.join(HERE, "dot_lhs.npy"), lhs)
    np.save(os.path.join(HERE, "dot_rhs.npy"), rhs)
    np.save(os.path.join(HERE, "dot.npy"),
            np.einsum("bij,bjk->bik", lhs.astype(np.complex128), rhs.astype(np.complex128)))
    np.save(os.path.join(HERE, "c64.npy"), np.array([[1 + 2j, -0.5j], [np.inf - 1j, 3.25]], np.complex64))
    np.save(os.path.join(HERE, "c128.npy"), np.array([1 / 3 + 1e-300j, -2.0 - 0.1j], np.complex128))


if __name__ == "__main__":
    write_fft_cases()
    write_elementwise()
    write_dot_and_files()
    print(f"numpy {np.__version__}")
