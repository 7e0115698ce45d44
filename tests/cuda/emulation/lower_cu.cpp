// Lowers a CUDA source file (.cu) to plain C++ for the CPU emulation of
// CUDA's execution model (cuda_emulation/device.hpp), keeping every line
// where it was so that diagnostics point into the .cu file:
//   kernel<<<grid, block, shared, stream>>>(args);
//     -> ::cuda_emu::launch("file.cu: kernel", ::cuda_emu::configure(grid, block, shared, stream),
//                           [&]() { kernel(args); });
//   __shared__ T name[A][B];
//     -> static char name_emu_tag_; auto& name = ::cuda_emu::shared<T[A][B]>(&name_emu_tag_, "name");
//   #pragma unroll -> (dropped: a hint the host compiler does not know)
// Anything it cannot lower faithfully (dynamic shared memory through
// `extern __shared__`, a launch it cannot parse) is an error, not a guess.
//
//   lower_cu INPUT.cu OUTPUT.cpp
#include <cctype>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace {

bool is_identifier_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

// The index just past the bracket that closes the one at `open`.
std::size_t match(const std::string& text, std::size_t open, char opening, char closing) {
  int depth = 0;
  for (std::size_t i = open; i < text.size(); ++i) {
    if (text[i] == opening) ++depth;
    if (text[i] == closing && --depth == 0) return i + 1;
  }
  throw std::runtime_error("unbalanced " + std::string(1, opening) + " at offset " + std::to_string(open));
}

// The start of the kernel expression that ends just before `end`: an
// identifier, optionally qualified and followed by template arguments.
std::size_t kernel_start(const std::string& text, std::size_t end) {
  std::size_t i = end;
  while (i > 0 && std::isspace(static_cast<unsigned char>(text[i - 1])) != 0) --i;
  if (i > 0 && text[i - 1] == '>') {  // template arguments: walk back to their '<'
    int depth = 0;
    while (i > 0) {
      --i;
      if (text[i] == '>') ++depth;
      if (text[i] == '<' && --depth == 0) break;
    }
  }
  while (i > 0 && (is_identifier_char(text[i - 1]) || text[i - 1] == ':')) --i;
  return i;
}

std::string lower_launches(const std::string& text, const std::string& file) {
  std::string out;
  std::size_t copied = 0;
  for (std::size_t at = text.find("<<<"); at != std::string::npos; at = text.find("<<<", at + 3)) {
    const std::size_t start = kernel_start(text, at);
    const std::size_t config_end = text.find(">>>", at);
    if (start >= at || config_end == std::string::npos) throw std::runtime_error("cannot parse a launch");
    std::size_t args_open = config_end + 3;
    while (args_open < text.size() && std::isspace(static_cast<unsigned char>(text[args_open])) != 0)
      ++args_open;
    if (args_open >= text.size() || text[args_open] != '(')
      throw std::runtime_error("launch without arguments");
    const std::size_t args_end = match(text, args_open, '(', ')');
    std::string kernel = text.substr(start, at - start);
    while (!kernel.empty() && std::isspace(static_cast<unsigned char>(kernel.back())) != 0) kernel.pop_back();
    std::string name;  // for messages: the kernel without line breaks
    for (char c : kernel) name += (c == '\n' ? ' ' : c);
    out += text.substr(copied, start - copied);
    out += "::cuda_emu::launch(\"" + file + ": " + name + "\", ::cuda_emu::configure(" +
           text.substr(at + 3, config_end - at - 3) + "), [&]() { " + kernel +
           text.substr(args_open, args_end - args_open) + "; })";
    copied = args_end;
    at = args_end - 3;
  }
  return out + text.substr(copied);
}

std::string lower_shared(const std::string& text) {
  std::string out;
  std::size_t copied = 0;
  const std::string keyword = "__shared__";
  for (std::size_t at = text.find(keyword); at != std::string::npos; at = text.find(keyword, at + 1)) {
    const std::size_t line_start = text.rfind('\n', at) + 1;
    if (text.substr(line_start, at - line_start).find("extern") != std::string::npos)
      throw std::runtime_error("extern __shared__ (dynamic shared memory) is not lowered");
    const std::size_t end = text.find(';', at);
    std::string declaration = text.substr(at + keyword.size(), end - at - keyword.size());
    const std::size_t dims = declaration.find('[');
    std::size_t name_end = dims == std::string::npos ? declaration.size() : dims;
    while (name_end > 0 && std::isspace(static_cast<unsigned char>(declaration[name_end - 1])) != 0)
      --name_end;
    std::size_t name_start = name_end;
    while (name_start > 0 && is_identifier_char(declaration[name_start - 1])) --name_start;
    const std::string name = declaration.substr(name_start, name_end - name_start);
    const std::string type = declaration.substr(0, name_start);
    const std::string extents = dims == std::string::npos ? "" : declaration.substr(dims);
    if (name.empty() || type.find_first_not_of(" \t") == std::string::npos)
      throw std::runtime_error("cannot parse a __shared__ declaration");
    out += text.substr(copied, at - copied);
    out += "static char " + name + "_emu_tag_; auto& " + name + " = ::cuda_emu::shared<" + type + extents +
           ">(&" + name + "_emu_tag_, \"" + name + "\")";
    copied = end;
  }
  return out + text.substr(copied);
}

std::string drop_unroll(std::string text) {
  const std::string pragma = "#pragma unroll";
  for (std::size_t at = text.find(pragma); at != std::string::npos; at = text.find(pragma, at)) {
    const std::size_t end = text.find('\n', at);
    text.erase(at, end - at);
  }
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: lower_cu INPUT.cu OUTPUT.cpp\n";
    return 2;
  }
  try {
    std::ifstream in(argv[1]);
    if (!in) throw std::runtime_error("cannot read the input");
    std::stringstream buffer;
    buffer << in.rdbuf();
    std::string file = argv[1];
    file = file.substr(file.rfind('/') + 1);
    const std::string lowered = lower_shared(lower_launches(drop_unroll(buffer.str()), file));
    std::ofstream out(argv[2]);
    out << "#include \"cuda_emulation/device.hpp\"\n#line 1 \"" << argv[1] << "\"\n" << lowered;
    if (!out) throw std::runtime_error("cannot write the output");
  } catch (const std::exception& error) {
    std::cerr << "lower_cu: " << argv[1] << ": " << error.what() << "\n";
    return 1;
  }
  return 0;
}
