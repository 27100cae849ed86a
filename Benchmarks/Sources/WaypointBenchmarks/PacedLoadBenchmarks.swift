import Foundation

/// Latency at a person's pace (issue 49): every tab of 1,000 acts once every 2 to 5 seconds — a
/// tap on an item, a note typed, a sheet opened and closed, Back — through the balancer to one
/// worker and then two. Reports the time from an act's send to its patch's arrival (p50, p95,
/// p99) and the bytes of a patch, and whether any reply was another tab's or wrong.
extension ClusterLoadBenchmarks {
  /// What a person does next in the kept-items app.
  enum Act: CaseIterable {
    case push, type, openSheet, closeSheet, back
  }

  /// The element ids a tab needs for its next acts, read from the HTML its replies carry.
  private static func elementID(in reply: String, label: String) -> Int? {
    let html = reply.replacingOccurrences(of: #"\""#, with: "\"")
    if label == "input" {
      return html.firstMatch(of: /<input[^>]*?\bid="e(\d+)"/).flatMap { Int($0.output.1) }
    }
    for match in html.matches(of: /id="e(\d+)"[^>]*>(?:<[^>]*>)*([^<]+)</)
    where match.output.2 == label {
      return Int(match.output.1)
    }
    return nil
  }

  /// One act, its reply, and whether the reply shows what the act should have done.
  private static func perform(
    _ act: Act, item: Int, step: Int, on tab: SimulatedTab, ids: inout [String: Int]
  ) throws -> (reply: String, shown: Bool) {
    func activate(_ label: String) throws -> String {
      guard let id = ids[label] else { throw WebLoadClient.Failure(description: "no \(label)") }
      return try tab.client.exchange(#"{"t":"act","id":"\#(id)","a":"tap"}"#)
    }
    switch act {
    case .push:
      guard let link = tab.links[item] else { throw WebLoadClient.Failure(description: "no link") }
      let reply = try tab.client.exchange(#"{"t":"act","id":"\#(link)","a":"tap"}"#)
      ids["input"] = elementID(in: reply, label: "input")
      ids["Show Sheet"] = elementID(in: reply, label: "Show Sheet")
      tab.item = item
      tab.address = "/item/\(item)"
      return (reply, reply.contains(#""u":"/item/\#(item)""#))
    case .type:
      guard let field = ids["input"] else { throw WebLoadClient.Failure(description: "no field") }
      let reply = try tab.client.exchange(
        #"{"t":"act","id":"\#(field)","a":"setText","v":"note \#(step)"}"#)
      return (reply, !reply.isEmpty)
    case .openSheet:
      let reply = try activate("Show Sheet")
      ids["Close Sheet"] = elementID(in: reply, label: "Close Sheet")
      return (reply, ids["Close Sheet"] != nil)
    case .closeSheet:
      let reply = try activate("Close Sheet")
      return (reply, !reply.contains("Close Sheet"))
    case .back:
      let reply = try tab.client.exchange(#"{"t":"history","n":0,"path":"/list"}"#)
      tab.item = -1
      tab.address = "/list"
      return (reply, reply.contains(#""title":"Items""#))
    }
  }

  /// Each tab acting every 2–5 s for `duration` with `workers` workers; whether all replies
  /// were right.
  static func paced(workers: Int, tabs: Int, duration: Duration) -> Bool {
    let cluster: Cluster
    do { cluster = try Cluster.start(workers: workers) } catch {
      print("  \(workers) worker(s): the cluster did not start: \(error)")
      return false
    }
    defer { cluster.stop() }
    let clock = ContinuousClock()
    let (figures, elapsed) = load(tabs: tabs, port: cluster.port) { index, tab, figures in
      let end = clock.now + duration
      // The tabs' first acts are spread over the first 5 s, as people's are.
      Thread.sleep(forTimeInterval: Double(index % 50) / 10)
      var ids: [String: Int] = [:]
      var step = 0
      while clock.now < end {
        let act = Act.allCases[step % Act.allCases.count]
        let start = clock.now
        do {
          let (reply, shown) = try perform(
            act, item: (index + step) % 100, step: step, on: tab, ids: &ids)
          figures.trips.append(clock.now - start)
          figures.replyBytes += reply.utf8.count
          figures.steps += 1
          if !shown { figures.mismatches += 1 }
        } catch {
          figures.failed += 1
          figures.firstError = figures.firstError ?? "\(act) (act \(step + 1)): \(error)"
          return
        }
        step += 1
        Thread.sleep(forTimeInterval: Double.random(in: 2...5))
      }
    }
    let rate = Double(figures.steps) / max(seconds(elapsed), 0.001)
    print(
      "  \(workers) worker(s): \(figures.steps) acts, \(Int(rate)) a second; send to patch p50 "
        + "\(milliseconds(figures.trips, 0.5)), p95 \(milliseconds(figures.trips, 0.95)), "
        + "p99 \(milliseconds(figures.trips, 0.99)); "
        + "\(figures.replyBytes / max(figures.steps, 1)) bytes per patch")
    print("    tabs failed \(figures.failed), replies wrong \(figures.mismatches)")
    if let error = figures.firstError { print("    first failure: \(error)") }
    return figures.failed == 0 && figures.mismatches == 0
  }

  /// The section: 1,000 tabs at a person's pace on one worker, then on two.
  static func runPaced(
    tabs: Int = ProcessInfo.processInfo.environment["WAYPOINT_PACED_TABS"].flatMap(Int.init)
      ?? 1_000,
    duration: Duration = .seconds(60)
  ) -> Bool {
    print(
      "\npaced load: \(tabs) tabs, each acting every 2–5 s for \(Int(seconds(duration))) s,"
        + " through HAProxy")
    guard isAvailable else {
      print("  skipped: PostgreSQL, HAProxy or curl is not installed (Scripts/install-cluster.sh)")
      return true
    }
    let one = paced(workers: 1, tabs: tabs, duration: duration)
    let two = paced(workers: 2, tabs: tabs, duration: duration)
    return one && two
  }
}
