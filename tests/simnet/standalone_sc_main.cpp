// libsystemc supplies main() and calls sc_main from it. Test programs have
// their own main(), so this entry point only satisfies the library's link
// when the tests are built from the interconnect sources alone (pmapsim_sim
// brings its own).
extern "C" int sc_main(int, char**) {
  return 0;
}
