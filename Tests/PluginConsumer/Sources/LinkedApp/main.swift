// An app target whose association files and ulinks.json pass: the build-tool plugin validates them and the
// build goes on.
print("linked")
