// The Server module. See its issue.
