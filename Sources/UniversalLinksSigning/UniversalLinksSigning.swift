// The Signing module. See its issue.
