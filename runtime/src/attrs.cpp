// Implemented by the runtime; see the header of the same name.
