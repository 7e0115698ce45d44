// Runtime: an open backend plus a cache of compiled executables.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "pmapsim/backend.hpp"

namespace pmapsim {

class Runtime {
 public:
  // Opens a backend by spec string from BackendRegistry::global():
  // "reference", "reference:devices=8", "sim:tpu-v5e,devices=8", "cuda", "cuda:virtual=8".
  static Runtime open(const std::string& spec);
  explicit Runtime(std::unique_ptr<Backend> backend);

  Backend& backend() { return *backend_; }
  const Backend& backend() const { return *backend_; }
  int device_count() const { return device_count_; }
  std::string spec() const { return backend_->spec(); }

  // Compiled once per distinct program (by its text).
  Executable& executable(const Program& program);

 private:
  std::shared_ptr<Backend> backend_;
  int device_count_ = 0;
  std::map<std::string, std::shared_ptr<Executable>> cache_;
};

}  // namespace pmapsim
