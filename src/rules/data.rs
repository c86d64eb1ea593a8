//! Reading RON data files (catalog, scenarios) with errors that say where.
//!
//! Every error names the file and, where it applies, the line, the column and
//! the field path (`nodes[2].stream.partitions`), so a modder can find it.

use std::fmt;

use serde::de::DeserializeOwned;

/// A data file that could not be used. Displays as one line:
/// `FILE:LINE:COL: FIELD: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataError {
    /// The file, as the player named it.
    pub file: String,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column, when known.
    pub column: Option<usize>,
    /// Field path inside the file (`nodes[1].stream.partitions`), when known.
    pub field: Option<String>,
    /// What is wrong, in words.
    pub message: String,
}

impl DataError {
    /// A file that could not be read at all.
    pub fn io(file: &str, message: String) -> DataError {
        DataError { file: file.to_string(), line: None, column: None, field: None, message }
    }
    /// A value that parsed but breaks a rule (no position, a field path).
    pub fn invalid(file: &str, field: String, message: &str) -> DataError {
        DataError { file: file.to_string(), line: None, column: None, field: Some(field), message: message.to_string() }
    }

    /// Adds the line and column of the field path, found in `text`.
    pub fn at_field_in(mut self, text: &str) -> DataError {
        if self.line.is_none()
            && let Some(field) = &self.field
            && let Some((line, column)) = locate(text, field)
        {
            self.line = Some(line);
            self.column = Some(column);
        }
        self
    }
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            if let Some(col) = self.column {
                write!(f, ":{col}")?;
            }
        }
        write!(f, ": ")?;
        if let Some(field) = &self.field
            && !field.is_empty()
            && field != "."
        {
            write!(f, "{field}: ")?;
        }
        // One line, always.
        write!(f, "{}", self.message.replace('\n', " "))
    }
}

impl std::error::Error for DataError {}

/// Reads a data file from disk as UTF-8 text, no more than the size limit.
///
/// Errors: it cannot be read, is over
/// [`crate::log::limits::MAX_FILE_BYTES`] (it is not read past that),
/// or is not UTF-8.
pub fn read_file(path: &std::path::Path) -> Result<String, DataError> {
    read_file_capped(path, crate::log::limits::MAX_FILE_BYTES as u64)
}

/// Reads a file from disk as UTF-8 text, no more than `limit` bytes.
///
/// Errors: it cannot be read, is over `limit` bytes (it is not read past
/// that), or is not UTF-8.
pub fn read_file_capped(path: &std::path::Path, limit: u64) -> Result<String, DataError> {
    use std::io::Read;
    let shown = path.display().to_string();
    let f = std::fs::File::open(path).map_err(|e| DataError::io(&shown, format!("cannot read: {e}")))?;
    let mut bytes = Vec::new();
    f.take(limit + 1).read_to_end(&mut bytes).map_err(|e| DataError::io(&shown, format!("cannot read: {e}")))?;
    if bytes.len() as u64 > limit {
        return Err(too_large(&shown, limit));
    }
    String::from_utf8(bytes).map_err(|_| DataError::io(&shown, "the file is not UTF-8 text".into()))
}

/// The error for a file over `limit` bytes.
pub fn too_large(file: &str, limit: u64) -> DataError {
    DataError::io(file, format!("the file is larger than {limit} bytes"))
}

/// Parses RON text into `T`, with `implicit_some` on (a modder may write
/// `stream: (…)` for an optional section). Errors carry file, line, column
/// and field path.
pub fn parse_ron<T: DeserializeOwned>(text: &str, file: &str) -> Result<T, DataError> {
    let options = ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    let mut de = match ron::Deserializer::from_str_with_options(text, &options) {
        Ok(de) => de,
        Err(e) => return Err(spanned(file, None, e)),
    };
    let mut track = serde_path_to_error::Track::new();
    let result = T::deserialize(serde_path_to_error::Deserializer::new(&mut de, &mut track));
    match result {
        Ok(value) => match de.end() {
            Ok(()) => Ok(value),
            Err(e) => Err(spanned(file, None, de.span_error(e))),
        },
        Err(e) => {
            let path = track.path().to_string();
            let spanned_err = de.span_error(e);
            Err(spanned(file, Some(path), spanned_err))
        }
    }
}

fn spanned(file: &str, field: Option<String>, e: ron::error::SpannedError) -> DataError {
    DataError {
        file: file.to_string(),
        line: Some(e.span.start.line),
        column: Some(e.span.start.col),
        // `?` marks a segment serde could not name (a syntax error inside
        // a struct): keep the part that is known.
        field: field.map(|f| f.trim_end_matches(".?").to_string()).filter(|f| !f.is_empty() && f != "?" && f != "."),
        message: e.code.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Inner {
        partitions: u32,
    }
    #[derive(Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Outer {
        name: String,
        nodes: Vec<Inner>,
    }

    #[test]
    fn errors_name_line_column_and_field() {
        let text = "(\n  name: \"x\",\n  nodes: [\n    (partitions: 3),\n    (partitions: \"three\"),\n  ],\n)";
        let e = parse_ron::<Outer>(text, "a.ron").unwrap_err();
        assert_eq!(e.line, Some(5), "{e}");
        assert_eq!(e.field.as_deref(), Some("nodes[1].partitions"), "{e}");
        assert!(e.to_string().starts_with("a.ron:5:"), "{e}");
    }

    #[test]
    fn unknown_field_is_an_error() {
        let e = parse_ron::<Outer>("(name: \"x\", nodes: [], colour: 3)", "b.ron").unwrap_err();
        assert!(e.message.contains("colour"), "{e}");
        assert_eq!(e.line, Some(1));
    }

    #[test]
    fn syntax_error_has_a_position() {
        let e = parse_ron::<Outer>("(name: \"x\",\n nodes: [ ", "c.ron").unwrap_err();
        assert_eq!(e.file, "c.ron");
        assert!(e.line.is_some());
    }
}

/// Where a field path (`nodes[2].stream.partitions`, `components["log"].sizes`)
/// points in RON text: the 1-based line and column of the field's name (or
/// of the list element). `None` when the text does not have it.
pub fn locate(text: &str, path: &str) -> Option<(usize, usize)> {
    let mut scan = Scan { s: text.as_bytes(), i: 0 };
    scan.ws();
    let mut at = scan.i;
    for seg in segments(path)? {
        match seg {
            Seg::Field(name) => {
                scan.enter_struct()?;
                at = scan.find_field(&name)?;
            }
            Seg::Index(n) => {
                scan.enter(b'[')?;
                at = scan.find_index(n)?;
            }
            Seg::Key(k) => {
                scan.enter(b'{')?;
                at = scan.find_key(&k)?;
            }
        }
    }
    let before = &text[..at.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map(|l| l.chars().count()).unwrap_or(0) + 1;
    Some((line, col))
}

enum Seg {
    Field(String),
    Index(usize),
    Key(String),
}

fn segments(path: &str) -> Option<Vec<Seg>> {
    let mut out = Vec::new();
    let b = path.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'.' => i += 1,
            b'[' => {
                let end = i + path[i..].find(']')?;
                let inner = &path[i + 1..end];
                if let Some(k) = inner.strip_prefix('"').and_then(|k| k.strip_suffix('"')) {
                    out.push(Seg::Key(k.to_string()));
                } else {
                    out.push(Seg::Index(inner.parse().ok()?));
                }
                i = end + 1;
            }
            _ => {
                let end = path[i..].find(['.', '[']).map(|e| i + e).unwrap_or(path.len());
                out.push(Seg::Field(path[i..end].to_string()));
                i = end;
            }
        }
    }
    Some(out)
}

/// A forgiving walk over RON text: enough to find where a value is.
struct Scan<'a> {
    s: &'a [u8],
    i: usize,
}

impl Scan<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    /// Skips whitespace and comments.
    fn ws(&mut self) {
        loop {
            while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
                self.i += 1;
            }
            if self.s[self.i..].starts_with(b"//") {
                while self.peek().is_some_and(|c| c != b'\n') {
                    self.i += 1;
                }
            } else if self.s[self.i..].starts_with(b"/*") {
                self.i += 2;
                while self.i < self.s.len() && !self.s[self.i..].starts_with(b"*/") {
                    self.i += 1;
                }
                self.i = (self.i + 2).min(self.s.len());
            } else {
                return;
            }
        }
    }

    fn ident(&mut self) -> &[u8] {
        let start = self.i;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_') {
            self.i += 1;
        }
        &self.s[start..self.i]
    }

    fn string(&mut self) -> Option<String> {
        if self.peek() != Some(b'"') {
            return None;
        }
        self.i += 1;
        let start = self.i;
        while let Some(c) = self.peek() {
            match c {
                b'\\' => self.i = (self.i + 2).min(self.s.len()),
                b'"' => {
                    let s = String::from_utf8_lossy(&self.s[start..self.i]).into_owned();
                    self.i += 1;
                    return Some(s);
                }
                _ => self.i += 1,
            }
        }
        None
    }

    /// Skips one value of any kind.
    fn skip_value(&mut self) {
        self.ws();
        match self.peek() {
            Some(b'"') => {
                self.string();
            }
            Some(b'(' | b'[' | b'{') => self.skip_group(),
            Some(_) => {
                // A number, an identifier, or an identifier with a group:
                // `Some(…)`, `Stream((…))`, `HotKey`.
                while self.peek().is_some_and(|c| !matches!(c, b',' | b')' | b']' | b'}' | b'(' | b':')) {
                    self.i += 1;
                }
                if self.peek() == Some(b'(') {
                    self.skip_group();
                }
            }
            None => {}
        }
    }

    fn skip_group(&mut self) {
        let mut depth = 0usize;
        while let Some(c) = self.peek() {
            match c {
                b'"' => {
                    self.string();
                    continue;
                }
                b'/' if self.s[self.i..].starts_with(b"//") || self.s[self.i..].starts_with(b"/*") => {
                    self.ws();
                    continue;
                }
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        self.i += 1;
                        return;
                    }
                }
                _ => {}
            }
            self.i += 1;
        }
    }

    /// Steps into `open`.
    fn enter(&mut self, open: u8) -> Option<()> {
        self.ws();
        (self.peek() == Some(open)).then(|| self.i += 1)
    }

    /// Steps into a struct, through a name (`Stream(`), `Some(` and one
    /// newtype layer (`Stream((`).
    fn enter_struct(&mut self) -> Option<()> {
        self.ws();
        if self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            self.ident();
            self.ws();
        }
        self.enter(b'(')?;
        self.ws();
        // `Some((…))` or `Stream((…))`: one more layer.
        let save = self.i;
        if self.peek() == Some(b'(') {
            self.i += 1;
        } else if self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            let id = self.ident().to_vec();
            self.ws();
            if self.peek() == Some(b'(') && id.first().is_some_and(|c| c.is_ascii_uppercase()) {
                self.i += 1;
            } else {
                self.i = save;
            }
        }
        Some(())
    }

    /// In a struct: finds `name:` and stops at its value; returns where the
    /// name starts.
    fn find_field(&mut self, name: &str) -> Option<usize> {
        loop {
            self.ws();
            match self.peek()? {
                b')' => return None,
                b',' => {
                    self.i += 1;
                    continue;
                }
                _ => {}
            }
            let start = self.i;
            let id = self.ident().to_vec();
            self.ws();
            if self.peek() != Some(b':') {
                // A tuple element, not a field.
                self.i = start;
                self.skip_value_or_stop()?;
                continue;
            }
            self.i += 1;
            if id == name.as_bytes() {
                self.ws();
                return Some(start);
            }
            self.skip_value_or_stop()?;
        }
    }

    /// In a list: stops at element `n`; returns where it starts.
    fn find_index(&mut self, n: usize) -> Option<usize> {
        let mut k = 0;
        loop {
            self.ws();
            match self.peek()? {
                b']' => return None,
                b',' => {
                    self.i += 1;
                    continue;
                }
                _ => {}
            }
            if k == n {
                return Some(self.i);
            }
            self.skip_value_or_stop()?;
            k += 1;
        }
    }

    /// In a map: stops at the value of `"key"`; returns where the key starts.
    fn find_key(&mut self, key: &str) -> Option<usize> {
        loop {
            self.ws();
            match self.peek()? {
                b'}' => return None,
                b',' => {
                    self.i += 1;
                    continue;
                }
                _ => {}
            }
            let start = self.i;
            let k = self.string();
            self.ws();
            if self.peek() != Some(b':') {
                return None;
            }
            self.i += 1;
            if k.as_deref() == Some(key) {
                self.ws();
                return Some(start);
            }
            self.skip_value_or_stop()?;
        }
    }

    /// Skips one value; `None` when there was none to skip (a stray closing
    /// bracket of another kind, in broken text): the walk gives up there
    /// rather than go round for ever (found by the fuzzer).
    fn skip_value_or_stop(&mut self) -> Option<()> {
        let before = self.i;
        self.skip_value();
        (self.i > before).then_some(())
    }
}

#[cfg(test)]
mod locate_tests {
    use super::locate;

    /// Found by the catalog fuzzer: a stray bracket of another kind inside
    /// a struct or a list made the walk go round for ever; a trailing
    /// backslash in a string ran the cursor past the end.
    #[test]
    fn broken_text_ends_the_walk() {
        // In a thread with a deadline, so that a walk going round for ever
        // fails the test instead of hanging it.
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send([
                locate("(a: 1, ], b: 2)", "b"),
                locate("[1, ), 2]", "[2]"),
                locate("{\"k\": 1, ], \"j\": 2}", "[\"j\"]"),
                locate("(a: \"x\\", "b"),
            ]);
        });
        let found = rx.recv_timeout(std::time::Duration::from_secs(10)).expect("the walk ends (and does not panic)");
        assert_eq!(found, [None; 4]);
    }

    #[test]
    fn finds_fields_elements_and_keys() {
        let text = "// c\n(\n  name: \"x\",\n  nodes: [\n    (id: \"a\", stream: (partitions: 3)),\n    (id: \"b\",\n     stream: Some((partitions: 9))),\n  ],\n  m: {\"log\": (role: Stream((sizes: 6)))},\n)";
        assert_eq!(locate(text, "name"), Some((3, 3)));
        assert_eq!(locate(text, "nodes[0].stream.partitions"), Some((5, 24)));
        assert_eq!(locate(text, "nodes[1]"), Some((6, 5)));
        assert_eq!(locate(text, "nodes[1].stream.partitions"), Some((7, 20)));
        assert_eq!(locate(text, "m[\"log\"].role.sizes"), Some((9, 29)));
        assert_eq!(locate(text, "nodes[5]"), None);
    }
}
