// The Checker module. See its issue.
