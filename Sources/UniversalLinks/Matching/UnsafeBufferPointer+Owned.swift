extension UnsafeBufferPointer {
    /// A copy of `array` in memory the caller owns and frees with ``freeOwned()``: the flat,
    /// read-only tables of the matcher, read per URL with no reference counting or bounds checks.
    static func ownedCopy(of array: [Element]) -> UnsafeBufferPointer<Element> {
        let copy = UnsafeMutableBufferPointer<Element>.allocate(capacity: array.count)
        _ = copy.initialize(from: array)
        return UnsafeBufferPointer(copy)
    }

    /// Frees memory from ``ownedCopy(of:)`` (its elements are plain values: nothing to deinitialise
    /// beyond what `deallocate` does for them).
    func freeOwned() {
        UnsafeMutableBufferPointer(mutating: self).deallocate()
    }
}
