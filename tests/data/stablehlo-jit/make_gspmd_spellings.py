"""Writes program_gspmd.mlir beside each jit case's program.mlir: the same function lowered with
Shardy turned off, so that its shardings are GSPMD's strings (`mhlo.sharding =
"{devices=[2,4]<=[8]}"`, custom_call @Sharding), as JAX wrote them before Shardy became its
default and as XLA's HLO text still does. The suite checks that pmapsim partitions both spellings
alike and that the GSPMD one computes JAX's outputs (outK.npy beside it); shard_maps are
GSPMD's form of them (@SPMDFullToShardShape, a call of the body, @SPMDShardToFullShape). Run from the repository
root with a JAX that still lowers with Shardy off (0.10 does; 0.12 ignores the flag), the cases'
data drawn as make_jit_corpus.py draws them (the outputs compared are the stored ones):
    VENV/bin/python tests/data/stablehlo-jit/make_gspmd_spellings.py"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import jax  # noqa: E402
import make_jit_corpus as corpus  # noqa: E402


def main():
    written, shard_maps, failed = [], [], {}
    every = corpus.cases()
    jax.config.update("jax_use_shardy_partitioner", False)
    for name, fn, args, _ in every:
        path = os.path.join(corpus.HERE, name, "program_gspmd.mlir")
        try:
            text = fn.lower(*args).as_text()
        except Exception as e:  # a case this JAX cannot lower
            failed[name] = f"{type(e).__name__}: {str(e).splitlines()[0][:200]}"
            if os.path.exists(path):
                os.remove(path)
            continue
        if "sdy." in text:
            sys.exit(f"make_gspmd_spellings.py: JAX {jax.__version__} ignores jax_use_shardy_partitioner=False")
        if "SPMDFullToShardShape" in text:
            shard_maps.append(name)
        with open(path, "w") as f:
            f.write(text)
        written.append(name)
    with open(os.path.join(corpus.HERE, "gspmd.json"), "w") as f:
        json.dump({"jax": jax.__version__, "cases": written, "with_shard_map": shard_maps,
                   "not_lowered": failed}, f, indent=1)
        f.write("\n")
    print(f"{len(written)} written ({len(shard_maps)} with shard_maps), {len(failed)} not lowered")


if __name__ == "__main__":
    main()
