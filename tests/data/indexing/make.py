"""Gather and scatter cases computed by JAX (jax.lax.gather / jax.lax.scatter*
on the CPU backend), stored as .npy for tests/reference/test_indexing.cpp.

Each case NAME writes NAME_operand.npy, NAME_indices.npy, (scatter:
NAME_updates.npy) and NAME_expected.npy. Run with a Python that has jax:
    /work/venvs/jax/bin/python tests/data/indexing/make.py
"""
import os

import numpy as np
import jax
import jax.numpy as jnp
from jax import lax

HERE = os.path.dirname(os.path.abspath(__file__))


def save(name, **arrays):
    for key, value in arrays.items():
        np.save(os.path.join(HERE, f"{name}_{key}.npy"), np.asarray(value))


def main():
    rng = np.random.default_rng(10)
    table = rng.standard_normal((10, 4)).astype(np.float32)
    ids = np.array([3, 0, 9, 3, 7], dtype=np.int32)
    # The embedding lookup as jnp.take lowers it (mode="clip" keeps XLA's clamping).
    save("take", operand=table, indices=ids, expected=jnp.take(table, ids, axis=0, mode="clip"))

    # Two-element index vectors into a [6,5] operand, 2x3 windows, starts out of
    # range clamped (gather's rule).
    operand = np.arange(30, dtype=np.float32).reshape(6, 5)
    starts = np.array([[0, 0], [4, 3], [-2, 9], [5, 1]], dtype=np.int32)
    dnums = lax.GatherDimensionNumbers(offset_dims=(1, 2), collapsed_slice_dims=(), start_index_map=(0, 1))
    save("window", operand=operand, indices=starts,
         expected=lax.gather(operand, starts, dnums, slice_sizes=(2, 3), mode="clip"))

    # A batched gather: operand [3,6,2], indices [3,4] (index_vector_dim 2 = rank).
    operand = rng.standard_normal((3, 6, 2)).astype(np.float32)
    idx = rng.integers(0, 6, size=(3, 4)).astype(np.int32)
    dnums = lax.GatherDimensionNumbers(offset_dims=(2,), collapsed_slice_dims=(1,), start_index_map=(1,),
                                       operand_batching_dims=(0,), start_indices_batching_dims=(0,))
    save("batched", operand=operand, indices=idx[..., None],
         expected=lax.gather(operand, idx[..., None], dnums, slice_sizes=(1, 1, 2), mode="clip"))

    # scatter-add of rows with duplicate and out-of-bounds indices (dropped).
    operand = np.ones((5, 3), dtype=np.float32)
    ids = np.array([[1], [4], [1], [7], [-1]], dtype=np.int32)
    updates = np.arange(15, dtype=np.float32).reshape(5, 3)
    sdn = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                      scatter_dims_to_operand_dims=(0,))
    save("scatter_add", operand=operand, indices=ids, updates=updates,
         expected=lax.scatter_add(operand, ids, updates, sdn, mode="drop"))
    save("scatter_max", operand=operand, indices=ids, updates=updates - 7,
         expected=lax.scatter_max(operand, ids, updates - 7, sdn, mode="drop"))

    # s32 scatter-mul of 2x2 windows into [4,4], one window partly outside.
    operand = np.full((4, 4), 2, dtype=np.int32)
    starts = np.array([[0, 0], [1, 1], [3, 3], [0, 0]], dtype=np.int32)
    updates = np.arange(1, 17, dtype=np.int32).reshape(4, 2, 2)
    sdn = lax.ScatterDimensionNumbers(update_window_dims=(1, 2), inserted_window_dims=(),
                                      scatter_dims_to_operand_dims=(0, 1))
    save("scatter_mul", operand=operand, indices=starts, updates=updates,
         expected=lax.scatter_mul(operand, starts, updates, sdn, mode="drop"))

    # A batched scatter-add: operand [3,6,2], per-batch row ids [3,4,1] with duplicates.
    operand = np.zeros((3, 6, 2), dtype=np.float32)
    idx = np.array([[[0], [5], [0], [2]], [[1], [1], [1], [9]], [[3], [4], [5], [3]]], dtype=np.int32)
    updates = rng.standard_normal((3, 4, 2)).astype(np.float32)
    sdn = lax.ScatterDimensionNumbers(update_window_dims=(2,), inserted_window_dims=(1,),
                                      scatter_dims_to_operand_dims=(1,), operand_batching_dims=(0,),
                                      scatter_indices_batching_dims=(0,))
    save("scatter_batched", operand=operand, indices=idx, updates=updates,
         expected=lax.scatter_add(operand, idx, updates, sdn, mode="drop"))


if __name__ == "__main__":
    main()
