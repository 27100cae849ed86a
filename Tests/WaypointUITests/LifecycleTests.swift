import TestSupport
import Testing
import Waypoint
import WaypointTesting

@MainActor
private final class EventLog {
  var entries: [String] = []
  func callAsFunction(_ entry: String) { entries.append(entry) }
}

@MainActor
@Suite("Lifecycle")
struct LifecycleTests {
  @Test(
    "onAppear runs deepest first, onAppear and onChange(initial:) in declaration order, tasks last")
  func appearOrder() async {
    let log = EventLog()
    let view = Group {
      VStack {
        Text("hello")
          .task { log("Text task") }
          .onChange(of: true, initial: true) { log("Text onChange") }
          .onAppear { log("Text onAppear") }
      }
      .task { log("VStack task") }
      .onChange(of: true, initial: true) { log("VStack onChange") }
      .onAppear { log("VStack onAppear") }
    }
    .task { log("Group task") }
    .onChange(of: true, initial: true) { log("Group onChange") }
    .onAppear { log("Group onAppear") }
    let host = ViewHost(view)
    await host.settle()
    #expect(
      log.entries == [
        "Text onChange", "Text onAppear", "VStack onChange", "VStack onAppear", "Group onChange",
        "Group onAppear", "Text task", "VStack task", "Group task",
      ])
  }

  @Test("removing a view runs onDisappear and cancels its task")
  func disappearCancels() async throws {
    struct Removable: View {
      let log: EventLog
      @State private var shown = true
      var body: some View {
        VStack {
          Button("Remove") { shown = false }
          if shown {
            Text("Child")
              .onAppear { log("appear") }
              .onDisappear { log("disappear") }
              .task {
                log("task started")
                do {
                  try await Task.sleep(for: .seconds(3600))
                  log("task finished")
                } catch {
                  log("task cancelled")
                }
              }
          }
        }
      }
    }
    let log = EventLog()
    let host = ViewHost(Removable(log: log))
    await host.settle()
    #expect(host.runtime.runningTaskNames.count == 1)
    try host.tap("Remove")
    try await host.settle(timeout: Patience.forTasks)
    #expect(log.entries == ["appear", "task started", "disappear", "task cancelled"])
    #expect(host.runtime.runningTaskNames.isEmpty)
  }

  @Test("task(id:) cancels and restarts when the id changes")
  func taskIDRestarts() async throws {
    struct Loader: View {
      let log: EventLog
      @State private var query = 0
      @State private var result = "none"
      var body: some View {
        VStack {
          Button("Next") { query += 1 }
          Text(result)
        }
        .task(id: query) {
          log("load \(query)")
          result = "loaded \(query)"
        }
      }
    }
    let log = EventLog()
    let host = ViewHost(Loader(log: log))
    await host.settle()
    try host.tap("Next")
    await host.settle()
    #expect(log.entries == ["load 0", "load 1"])
    #expect(host.render().contains(#"Text "loaded 1""#))
  }

  @Test("settle(timeout:) names the tasks still running")
  func settleTimeout() async {
    let host = ViewHost(
      Text("Waiting").task {
        try? await Task.sleep(for: .seconds(3600))
      })
    do {
      try await host.settle(timeout: .milliseconds(50))
      Issue.record("expected a timeout")
    } catch {
      #expect(error.pendingTasks.count == 1)
      #expect(error.pendingTasks.first?.contains("LifecycleTests.swift") == true)
    }
  }

  @Test("onChange runs with the old and new values after the update, in both forms")
  func onChange() throws {
    struct Watcher: View {
      let log: EventLog
      @State private var value = 1
      var body: some View {
        Button("Bump \(value)") { value += 1 }
          .onChange(of: value) { old, new in log("\(old)->\(new)") }
          .onChange(of: value) { log("changed") }
      }
    }
    let log = EventLog()
    let host = ViewHost(Watcher(log: log))
    #expect(log.entries.isEmpty)
    try host.tap("Bump 1")
    try host.tap("Bump 2")
    #expect(log.entries == ["1->2", "changed", "2->3", "changed"])
  }

  @Test("the scene phase the host sets reaches the environment")
  func scenePhase() {
    struct PhaseView: View {
      @Environment(\.scenePhase) private var phase
      var body: some View { Text("Phase \(phase)") }
    }
    let host = ViewHost(PhaseView())
    #expect(host.render() == #"Text "Phase .active""#)
    host.runtime.scenePhase = .background
    #expect(host.render() == #"Text "Phase .background""#)
  }
}
