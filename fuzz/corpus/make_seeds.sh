#!/usr/bin/env bash
# Makes the seed files that are not copies of examples: traces and .npy
# files written by pmapsim itself, and spec strings and configs by hand.
# Usage: fuzz/corpus/make_seeds.sh PATH/TO/pmapsim
set -euo pipefail
pmapsim=$(realpath "$1")
cd "$(dirname "$0")"
root=../..
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

mkdir -p trace npy backend_spec sim_config
"$pmapsim" run "$root/examples/programs/square.spmd" -b reference:devices=8 --trace trace/square_reference.json \
  --out "$scratch/square" >/dev/null
"$pmapsim" run "$root/examples/programs/ring_shift.spmd" -b sim:tiny,devices=8 --trace trace/ring_shift_sim.json \
  >/dev/null
"$pmapsim" run "$root/examples/programs/allreduce.spmd" -b sim:tiny,devices=8,timing-only \
  --trace trace/allreduce_sim.json.gz >/dev/null
cp "$scratch/square/out0.npy" npy/s32_8x4.npy
"$pmapsim" run "$root/examples/programs/sharded_batch_norms.spmd" -b reference:devices=8 --out "$scratch/norms" \
  >/dev/null
cp "$scratch/norms/out0.npy" npy/f32_norms.npy
cat >"$scratch/bf16.spmd" <<'SPMD'
pmap @small_bf16 axis=i devices=2 (%x: bf16[1,3]) {
  %0 = mul %x, %x : bf16[1,3]
  return %0
}
SPMD
"$pmapsim" run "$scratch/bf16.spmd" -b reference:devices=2 --out "$scratch/bf16" >/dev/null
cp "$scratch/bf16/out0.npy" npy/bf16_2x3.npy

printf '%s' 'reference:devices=8' >backend_spec/reference
printf '%s' 'sim:tpu-v5e,devices=8,topology=torus2d:2x4' >backend_spec/sim_torus
printf '%s' 'sim:tiny,devices=4,topology=ring,collective=auto,timing-only' >backend_spec/sim_ring
printf '%s' 'sim:tpu-v4,topology=torus3d:2x2x2,ici_gbps=45,hbm_gbps=1200,clock_ghz=1.05,mxu_rows=64' \
  >backend_spec/sim_fields
printf '%s' 'sim:devices=4,ici_latency_ns=0,onchip_mib=16,hbm_gib=8,dataflow=os' >backend_spec/sim_aliases

cat >sim_config/user_config.json <<'JSON'
{"base": "tiny", "fields": {"devices": {"value": 4, "source": "seed"}, "topology": "ring",
 "ici_bytes_per_s_per_direction": 5e10, "mxu_input_dtype": "bf16", "collective": "ring"}}
JSON
cat >sim_config/plain_fields.json <<'JSON'
{"base": "tpu-v5e", "devices": 8, "topology": "torus2d:2x4", "clock_hz": 1.5e9, "mxu_rows": 128}
JSON
