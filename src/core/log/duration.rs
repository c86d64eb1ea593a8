//! Durations as Kafka spells them: ISO 8601 (`PT10M`, `PT1H30M`, `P1D`), the
//! form of `auto.offset.reset=by_duration:PT10M` (KIP-1106) and of
//! `kafka-consumer-groups --reset-offsets --by-duration PT10M`; a day is 24
//! hours, as Java's `Duration.parse` counts it. Parsing and printing go
//! through `jiff`; what a duration means to a group is the sim's.
//! Rule: docs/RULES.md#auto-offset-reset.

/// The longest duration a reset by duration may name, seconds (30 days: four
/// times the longest retention a scenario is expected to use, so a longer one
/// is a typing error, not a plan).
pub const MAX_DURATION_SECONDS: u64 = 30 * 86_400;

/// Parses an ISO 8601 duration (`PT10M`, `pt10m`, `PT1H30M`, `P1D`,
/// `P1DT12H`, `PT45S`) into whole seconds. Errors, one line each: not an ISO
/// 8601 duration, years or months (no fixed length), negative or zero, a
/// fraction of a second, or longer than [`MAX_DURATION_SECONDS`].
pub fn parse_duration(text: &str) -> Result<u64, String> {
    let shown: String = text.chars().take(40).collect();
    let iso = text.trim();
    if !(iso.starts_with('P') || iso.starts_with('p')) {
        return Err(format!("'{shown}' is not an ISO 8601 duration (like PT10M, PT1H30M or P1D)"));
    }
    let span: jiff::Span =
        iso.parse().map_err(|_| format!("'{shown}' is not an ISO 8601 duration (like PT10M, PT1H30M or P1D)"))?;
    let d = span
        .to_duration(jiff::SpanRelativeTo::days_are_24_hours())
        .ok()
        .filter(|_| span.get_years() == 0 && span.get_months() == 0)
        .ok_or_else(|| format!("'{shown}' has years or months, which have no fixed length: use days (P30D)"))?;
    if d.is_negative() || d.is_zero() {
        return Err(format!("'{shown}' must be longer than zero"));
    }
    if d.subsec_nanos() != 0 {
        return Err(format!("'{shown}' has a fraction of a second: use whole seconds"));
    }
    let seconds = d.as_secs() as u64;
    if seconds > MAX_DURATION_SECONDS {
        return Err(format!("'{shown}' is longer than 30 days (P30D)"));
    }
    Ok(seconds)
}

/// `seconds` as ISO 8601, the way Java's `Duration.toString` writes it:
/// `PT10M`, `PT1H30M`, `PT24H` (hours, never days), `PT0S`.
pub fn format_duration(seconds: u64) -> String {
    let seconds = seconds.min(i64::MAX as u64) as i64;
    jiff::SignedDuration::from_secs(seconds).to_string()
}

/// Sim seconds as the game's clock shows them: `02:30:00`, `1d 02:30:00`
/// (whole seconds, rounded down; a negative time reads as `00:00:00`).
pub fn format_clock(seconds: f64) -> String {
    let s = seconds.max(0.0).floor() as u64;
    let (d, h, m, sec) = (s / 86_400, s / 3600 % 24, s / 60 % 60, s % 60);
    if d > 0 { format!("{d}d {h:02}:{m:02}:{sec:02}") } else { format!("{h:02}:{m:02}:{sec:02}") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kafka_spellings_parse_to_seconds() {
        assert_eq!(parse_duration("PT10M"), Ok(600));
        assert_eq!(parse_duration("pt10m"), Ok(600));
        assert_eq!(parse_duration("PT1H30M"), Ok(5400));
        assert_eq!(parse_duration("P1D"), Ok(86_400));
        assert_eq!(parse_duration("P1DT12H"), Ok(129_600));
        assert_eq!(parse_duration("PT45S"), Ok(45));
        assert_eq!(parse_duration("P30D"), Ok(MAX_DURATION_SECONDS));
    }

    #[test]
    fn what_is_not_a_duration_says_why() {
        for (text, why) in [
            ("10m", "not an ISO 8601"),
            ("PT", "not an ISO 8601"),
            ("PTxM", "not an ISO 8601"),
            ("", "not an ISO 8601"),
            ("P1M", "years or months"),
            ("P1Y", "years or months"),
            ("PT0S", "longer than zero"),
            ("-PT5M", "not an ISO 8601"),
            ("PT0.5S", "fraction"),
            ("P31D", "longer than 30 days"),
        ] {
            let e = parse_duration(text).expect_err(text);
            assert!(e.contains(why), "{text}: {e}");
        }
    }

    #[test]
    fn printed_as_java_prints_it_and_read_back() {
        assert_eq!(format_duration(600), "PT10M");
        assert_eq!(format_duration(5400), "PT1H30M");
        assert_eq!(format_duration(86_400), "PT24H");
        for s in [1, 59, 600, 5400, 86_400, 129_601, MAX_DURATION_SECONDS] {
            assert_eq!(parse_duration(&format_duration(s)), Ok(s));
        }
    }
}
