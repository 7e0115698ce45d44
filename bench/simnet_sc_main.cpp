// libsystemc supplies main() and calls sc_main from it. The benchmark has its
// own main(), so this entry point only satisfies the library's link when the
// benchmark is built from the interconnect sources alone (pmapsim_sim brings
// its own).
extern "C" int sc_main(int, char**) {
  return 0;
}
