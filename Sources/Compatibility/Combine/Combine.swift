// `import Combine` on Linux: Waypoint's own Combine, written from Apple's documentation — the
// publishers, subscribers, subjects, operators and `ObservableObject` of Apple's Combine, with
// what Apple's Foundation adds to it (schedulers, timer, notification and data-task publishers,
// coders). It has no C module, so any module in the build can import it (and `SwiftUI`).
