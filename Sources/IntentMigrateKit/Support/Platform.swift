// The kit's only platform imports: libc (locks, files, processes, byte search) and Foundation's essentials
// (JSON, paths, the environment), re-exported to every file of the kit.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
