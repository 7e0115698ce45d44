// Runtime: an open backend plus a cache of compiled executables.
#include "pmapsim/runtime.hpp"

#include "pmapsim/errors.hpp"

namespace pmapsim {

Runtime Runtime::open(const std::string& spec) {
  return Runtime(BackendRegistry::global().open(spec));
}

Runtime::Runtime(std::unique_ptr<Backend> backend) : backend_(std::move(backend)) {
  if (!backend_) throw Error("Runtime: no backend given");
  device_count_ = backend_->device_count();
}

Executable& Runtime::executable(const Program& program) {
  // The printed text identifies a program completely (name, axis, types, ops, attributes).
  std::string key = print(program);
  auto found = cache_.find(key);
  if (found == cache_.end()) {
    std::shared_ptr<Executable> compiled = backend_->compile(program);
    found = cache_.emplace(std::move(key), std::move(compiled)).first;
  }
  return *found->second;
}

}  // namespace pmapsim
