// CoreGraphics as the Encircle adapters use it, written from Apple's documentation
// (developer.apple.com/documentation/coregraphics), for type-checking only: see README.md here.
//
// On Linux, swift-corelibs-foundation defines these types, and Encircle's Point+CoreGraphics.swift
// is compiled against Foundation's. This module re-exports those same types instead of declaring
// its own: a second `CGPoint` would be another type, and `Point(_:)` would not accept it.

@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
