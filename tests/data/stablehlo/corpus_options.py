"""make_corpus.py's command line, kept in a file of its own so that the lines of make_corpus.py
that JAX records in program_loc.mlir (the debug locations of three cases) stay where they were.

Without options make_corpus.py writes tests/data/stablehlo (JAX 0.10, /work/venvs/jax). The same
programs printed by a newer JAX go to a sibling folder, with the programs written with flax, optax,
equinox and haiku added (cases_libraries.py, the lib_* cases):
    XLA_FLAGS=--xla_force_host_platform_device_count=8 \\
        /work/venvs/jax012/bin/python tests/data/stablehlo/make_corpus.py \\
        --out tests/data/stablehlo-jax0.12 --libraries
(venv: python3.12 -m venv /work/venvs/jax012 && pip install jax flax optax equinox dm-haiku numpy)."""
import argparse
import glob
import os
import platform
import sys

# Read only with --libraries: the first needs flax, optax, equinox and dm-haiku; the second
# programs the newer JAX writes (partially manual shard_map, single-device pmap).
LIBRARY_CASES = ("cases_libraries.py", "cases_edges.py")


def parse(here, device_count, argv=None):
    """(the corpus folder to write, whether to add the lib_* cases); exits without 8 devices."""
    parser = argparse.ArgumentParser(description="Writes the StableHLO corpus (see make_corpus.py).")
    parser.add_argument("--out", default=here, help="the corpus folder to write (default: %(default)s)")
    parser.add_argument("--libraries", action="store_true",
                        help=f"also write the cases of {' and '.join(LIBRARY_CASES)} (flax, optax, equinox, dm-haiku)")
    opts = parser.parse_args(argv)
    if device_count < 8:
        sys.exit("make_corpus.py needs 8 devices: XLA_FLAGS=--xla_force_host_platform_device_count=8")
    if opts.libraries:
        library_versions()  # exits here, before anything is written, when one is missing
    out = os.path.abspath(opts.out)
    os.makedirs(out, exist_ok=True)
    return out, opts.libraries


def case_files(here, libraries):
    """The cases_*.py files to read, in order; cases_libraries.py last and only with --libraries."""
    paths = [p for p in sorted(glob.glob(os.path.join(here, "cases_*.py"))) if os.path.basename(p) not in LIBRARY_CASES]
    return paths + [os.path.join(here, name) for name in LIBRARY_CASES] if libraries else paths


def library_versions():
    try:
        import equinox
        import flax
        import haiku
        import optax
    except ImportError as e:
        sys.exit(f"--libraries: {e} (pip install flax optax equinox dm-haiku)")
    return {"flax": flax.__version__, "optax": optax.__version__, "equinox": equinox.__version__,
            "dm-haiku": haiku.__version__}


def metadata(here, out, libraries):
    """corpus.json's first keys: the JAX and NumPy versions; for another folder also jaxlib's and
    Python's, and with --libraries the libraries' (tests/data/stablehlo's keeps the two it has)."""
    import jax
    import jaxlib
    import numpy as np

    meta = {"jax_version": jax.__version__, "numpy_version": np.__version__}
    if os.path.abspath(out) != os.path.abspath(here):
        meta["jaxlib_version"] = jaxlib.__version__
        meta["python_version"] = platform.python_version()
    if libraries:
        meta["library_versions"] = library_versions()
    return meta
