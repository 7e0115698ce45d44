// Rows for convolution, reduce_window, select_and_scatter.
#include "importer.hpp"

namespace pmapsim::stablehlo_import {

void add_window_rows(RowTable& table) {
  (void)table;
}

}  // namespace pmapsim::stablehlo_import
