extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
  /// A `ForEach` of rotor entries has no body.
  public var body: Never { return primitiveBody(Self.self) }
}

extension ForEach
where ID == Data.Element.ID, Content: AccessibilityRotorContent, Data.Element: Identifiable {
  /// Creates rotor entries, one for each element of identified data.
  public init(
    _ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, id: { $0.id }, content: content)
  }
}

extension ForEach where Content: AccessibilityRotorContent {
  /// Creates rotor entries, one for each element of data identified by a key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, id: { $0[keyPath: id] }, content: content)
  }
}
