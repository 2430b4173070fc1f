// An app target whose apple-app-site-association has an error ("?" is a number): the build-tool plugin
// fails the build with a compiler-style diagnostic at the value's line.
print("broken")
