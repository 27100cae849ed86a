extension ViewRuntime {
  /// The newest `ScrollViewProxy` request recorded on one of the `changed` elements whose
  /// serial is above `serial` and whose target is in the tree: what a renderer that acted on
  /// requests up to `serial` should bring into view now, if anything.
  public func newestScrollRequest(among changed: Set<ElementID>, after serial: Int)
    -> ScrollRequest?
  {
    var newest: ScrollRequest?
    // Through `elementsWithParents`: a tab whose page only reads makes no element index here.
    for (element, _) in elementsWithParents(changed) {
      for case .scrollRequest(let request) in element.attributes
      where request.target != nil && request.serial > max(serial, newest?.serial ?? 0) {
        newest = request
      }
    }
    return newest
  }
}
