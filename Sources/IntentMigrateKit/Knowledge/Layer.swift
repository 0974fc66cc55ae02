// This layer builds on the one before it, and everything below that.
@_exported import IMSupport
