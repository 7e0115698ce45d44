#!/usr/bin/env bash
# Gathers the Debian packages a pmapsim build needs into the git-ignored
# folder .deps/, so that a machine with only the CUDA toolkit, CMake, ninja
# and a C++ compiler (a GPU machine without package access) can build with
#   cmake --preset gpu        (CMAKE_PREFIX_PATH=$PWD/.deps/usr)
# Run it on a development machine with apt; scripts/gpu-check.sh uses the
# result. Idempotent: packages already downloaded are not fetched again.
#
#   scripts/gather-gpu-deps.sh
set -euo pipefail
cd "$(dirname "$0")/.."

deps=.deps
debs="$deps/debs"
# Runtime and -dev packages; zlib and pkg-config for machines that lack them.
packages=(
  libsystemc libsystemc-dev
  libeigen3-dev
  libfmt9 libfmt-dev
  libcli11-dev
  nlohmann-json3-dev
  catch2
  zlib1g zlib1g-dev
  pkgconf pkgconf-bin libpkgconf3
)

mkdir -p "$debs"
missing=()
for package in "${packages[@]}"; do
  compgen -G "$debs/${package}_*.deb" >/dev/null || missing+=("$package")
done
if ((${#missing[@]})); then
  echo "downloading: ${missing[*]}"
  if ! (cd "$debs" && apt-get download "${missing[@]}"); then
    apt-get update -qq
    (cd "$debs" && apt-get download "${missing[@]}")
  fi
fi

for deb in "$debs"/*.deb; do dpkg -x "$deb" "$deps"; done
# Documentation is not needed to build, and every byte travels to the GPU machine.
rm -rf "$deps/usr/share/doc" "$deps/usr/share/man" "$deps/usr/share/lintian"

# pkg-config files: make them relocatable (prefix relative to the .pc file).
while IFS= read -r pc; do
  relative="${pc#"$deps"/usr/}"
  up=$(dirname "$relative" | sed 's#[^/][^/]*#..#g')
  sed -i -e "s#^prefix=/usr\$#prefix=\${pcfiledir}/$up#" -e 's#=/usr/#=${prefix}/#g' "$pc"
done < <(find "$deps/usr" -name '*.pc')

# Absolute symbolic links (libz.so -> /lib/...) point into .deps instead.
while IFS= read -r link; do
  target=$(readlink "$link")
  if [[ "$target" == /* ]]; then
    ln -sfn "$(realpath -m --relative-to="$(dirname "$link")" "$deps$target")" "$link"
  fi
done < <(find "$deps" -type l)

echo "dependencies in $deps: $(du -sh "$deps" | cut -f1) ($(du -sh "$debs" | cut -f1) of it the .deb files)"
echo "build with: cmake --preset gpu   (or CMAKE_PREFIX_PATH=$PWD/$deps/usr)"
