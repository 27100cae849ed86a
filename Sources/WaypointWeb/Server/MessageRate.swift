/// A token bucket: a socket may send `burst` messages at once and `perSecond` after that.
struct MessageRate {
  let perSecond: Double
  let burst: Double
  private var tokens: Double
  private var last: ContinuousClock.Instant

  init(perSecond: Double, burst: Double, now: ContinuousClock.Instant = .now) {
    self.perSecond = perSecond
    self.burst = burst
    tokens = burst
    last = now
  }

  /// Takes one message's token; false when the socket is over its rate.
  mutating func admit(now: ContinuousClock.Instant = .now) -> Bool {
    let elapsed = now - last
    last = now
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    tokens = min(burst, tokens + seconds * perSecond)
    guard tokens >= 1 else { return false }
    tokens -= 1
    return true
  }
}
