extension View {
  /// Puts `leading` at the leading edge and `trailing` at the trailing edge of the navigation
  /// bar, as toolbar items placed `.navigationBarLeading` and `.navigationBarTrailing`.
  @available(
    *, deprecated,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T)
    -> some View
  {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// Puts `leading` at the leading edge of the navigation bar, as a toolbar item placed
  /// `.navigationBarLeading`.
  @available(
    *, deprecated,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
    }
  }

  /// Puts `trailing` at the trailing edge of the navigation bar, as a toolbar item placed
  /// `.navigationBarTrailing`.
  @available(
    *, deprecated,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
  )
  nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }
}
