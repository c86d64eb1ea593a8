//! Completion and "did you mean" for the console's lines
//! (docs/RULES.md#console-completion): what may come next at the end of a
//! line, read from each command's [`ConsoleCommand::SYNTAX`] and the names
//! the cluster holds, and the nearest fix for the word an error names.
//!
//! The in-game console (Tab, a second Tab lists the choices) and
//! `logjam console`'s line editor both call [`complete`]; the answers of
//! both add [`did_you_mean`] to an error.
//!
//! [`ConsoleCommand::SYNTAX`]: super::ConsoleCommand::SYNTAX

use std::collections::{BTreeMap, BTreeSet};

use super::LiveGroups;
use super::commands::SYNTAXES;
use super::kafka_tools;
use crate::log::Cluster;

/// The names a line may complete to: the cluster's topics, consumer
/// groups, share groups and their members (and the board's live groups
/// and Workers).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    /// Topic names.
    pub topics: BTreeSet<String>,
    /// Consumer group names.
    pub groups: BTreeSet<String>,
    /// Share group names.
    pub share_groups: BTreeSet<String>,
    /// Member names, by the group (consumer or share) they are members of.
    pub members: BTreeMap<String, BTreeSet<String>>,
}

impl Names {
    /// The names `cluster` holds, with the board's live groups and their
    /// Workers (`live`).
    pub fn of(cluster: &Cluster, live: &LiveGroups) -> Names {
        let mut names = Names {
            topics: cluster.topics().map(|t| t.name().to_string()).collect(),
            groups: cluster.groups().map(|g| g.name().to_string()).collect(),
            share_groups: cluster.share_groups().map(|g| g.name().to_string()).collect(),
            members: BTreeMap::new(),
        };
        for g in cluster.groups() {
            names.members.entry(g.name().to_string()).or_default().extend(g.members());
        }
        for g in cluster.share_groups() {
            names.members.entry(g.name().to_string()).or_default().extend(g.members().map(str::to_string));
        }
        for (group, (workers, _)) in &live.groups {
            names.groups.insert(group.clone());
            names.members.entry(group.clone()).or_default().extend(workers.iter().cloned());
        }
        names
    }

    /// Adds `other`'s names to these.
    pub fn merge(&mut self, other: Names) {
        self.topics.extend(other.topics);
        self.groups.extend(other.groups);
        self.share_groups.extend(other.share_groups);
        for (group, members) in other.members {
            self.members.entry(group).or_default().extend(members);
        }
    }

    /// The names of a kind: members of `group` only (none without one).
    fn of_kind(&self, kind: Kind, group: Option<&str>) -> Vec<String> {
        let set = match kind {
            Kind::Topic => &self.topics,
            Kind::Group => &self.groups,
            Kind::ShareGroup => &self.share_groups,
            Kind::Member => match group.and_then(|g| self.members.get(g)) {
                Some(m) => m,
                None => return Vec::new(),
            },
        };
        set.iter().cloned().collect()
    }
}

/// What may replace the last word of a line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Completion {
    /// Where the word being completed starts in the line, bytes (the
    /// line's length after a space).
    pub start: usize,
    /// The words that fit there and start with what is typed, sorted, each
    /// once: command words, flags and names.
    pub choices: Vec<String>,
    /// What else is expected there that has no list, as the help writes it
    /// (`N`, `VALUE`, `MS`).
    pub expects: Vec<String>,
    /// A value of the player's own may come there instead (`VALUE` after
    /// a topic, where `key=` is the one choice): one choice is then not
    /// taken on an empty word.
    pub free: bool,
}

impl Completion {
    /// The line after one Tab: the one choice and a space (no space after
    /// `key=` or `--topic=`), or the longest start the choices share;
    /// `None` when Tab adds nothing (a second Tab then lists
    /// [`Self::choices`]).
    pub fn apply(&self, line: &str) -> Option<String> {
        let typed = line.get(self.start..)?;
        let head = &line[..self.start];
        match self.choices.as_slice() {
            [] => None,
            [_] if self.free && typed.is_empty() => None,
            [one] => {
                let space = if one.ends_with('=') { "" } else { " " };
                let done = format!("{head}{one}{space}");
                (done != line).then_some(done)
            }
            many => {
                let common = common_start(many);
                (common.chars().count() > typed.chars().count()).then(|| format!("{head}{common}"))
            }
        }
    }

    /// The choices as one line for a second Tab (with what else is
    /// expected, as the help writes it); empty when there is nothing.
    pub fn listing(&self) -> String {
        let mut all: Vec<&str> = self.choices.iter().map(String::as_str).collect();
        all.extend(self.expects.iter().map(String::as_str));
        all.join("  ")
    }
}

/// The longest start every word of `words` shares (by characters).
fn common_start(words: &[String]) -> String {
    let first = &words[0];
    let mut n = first.chars().count();
    for w in &words[1..] {
        n = n.min(first.chars().zip(w.chars()).take_while(|(a, b)| a == b).count());
    }
    first.chars().take(n).collect()
}

/// What a placeholder of the syntax names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Topic,
    Group,
    ShareGroup,
    Member,
}

/// One alternative of a word of the syntax.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Alt {
    /// A word typed as written (any case): `group`, `from-beginning`.
    Word(&'static str),
    /// A name of a kind: `T`, `G`, `S`, `M`.
    Name(Kind),
    /// Anything, shown as written: `N`, `VALUE`.
    Free(&'static str),
    /// A word that starts with this and goes on freely: `key=K`.
    Prefix(&'static str, &'static str),
}

impl Alt {
    fn fits(&self, word: &str) -> bool {
        match self {
            Alt::Word(w) => word.eq_ignore_ascii_case(w),
            Alt::Name(_) | Alt::Free(_) => true,
            Alt::Prefix(p, _) => starts_with_any_case(word, p),
        }
    }
}

/// A word of the syntax: its alternatives (`sum|murmur2`).
type Slot = Vec<Alt>;

/// One form of a command: the words it always has, in order, then options
/// in any order (each once), then perhaps the rest of the line (`VALUE...`).
#[derive(Clone, Debug, Default)]
struct Form {
    fixed: Vec<Slot>,
    options: Vec<Vec<Slot>>,
    rest: Option<&'static str>,
}

/// Reads one [`ConsoleCommand::SYNTAX`](super::ConsoleCommand::SYNTAX) line:
/// lower-case words are typed as written; `T` a topic, `G` a consumer
/// group, `S` a share group, `M` a member; other upper-case words anything;
/// `a|b` alternatives; `key=K` a word that starts with `key=`; `[…]` an
/// option; `X...` the rest of the line.
fn form(syntax: &'static str) -> Form {
    let mut form = Form::default();
    let mut option: Option<Vec<Slot>> = None;
    for token in syntax.split_whitespace() {
        let (opens, token) = match token.strip_prefix('[') {
            Some(t) => (true, t),
            None => (false, token),
        };
        let (closes, token) = match token.strip_suffix(']') {
            Some(t) => (true, t),
            None => (false, token),
        };
        if let Some(rest) = token.strip_suffix("...") {
            form.rest = Some(rest);
            continue;
        }
        let slot: Slot = token.split('|').map(alt).collect();
        if opens {
            option = Some(Vec::new());
        }
        match option.as_mut() {
            Some(o) => o.push(slot),
            None => form.fixed.push(slot),
        }
        if closes && let Some(o) = option.take() {
            form.options.push(o);
        }
    }
    form
}

fn alt(token: &'static str) -> Alt {
    if let Some(at) = token.find('=') {
        return Alt::Prefix(&token[..=at], &token[at + 1..]);
    }
    match token {
        "T" => Alt::Name(Kind::Topic),
        "G" => Alt::Name(Kind::Group),
        "S" => Alt::Name(Kind::ShareGroup),
        "M" => Alt::Name(Kind::Member),
        _ if token.chars().any(|c| c.is_ascii_uppercase()) => Alt::Free(token),
        _ => Alt::Word(token),
    }
}

/// Where a walk over a form stopped: the slot the next word must fit.
enum Next<'f> {
    Slot(&'f Slot),
    /// Between options: any unused option's first word, or the rest.
    Options(Vec<&'f Slot>, Option<&'static str>),
    /// Nothing more (the rest of the line is free, or the form is done).
    Nothing,
}

/// Walks `words` (complete words) over `form`; `None` when a word does not
/// fit.
fn walk<'f>(form: &'f Form, words: &[&str]) -> Option<Next<'f>> {
    let mut i = 0;
    for slot in &form.fixed {
        let Some(w) = words.get(i) else { return Some(Next::Slot(slot)) };
        if !slot.iter().any(|a| a.fits(w)) {
            return None;
        }
        i += 1;
    }
    let mut used = vec![false; form.options.len()];
    while let Some(w) = words.get(i) {
        let Some(k) = (0..form.options.len()).find(|&k| !used[k] && form.options[k][0].iter().any(|a| a.fits(w)))
        else {
            // A word no option takes: the free rest of the line, or a misfit.
            return form.rest.map(|_| Next::Nothing);
        };
        used[k] = true;
        i += 1;
        for slot in &form.options[k][1..] {
            let Some(w) = words.get(i) else { return Some(Next::Slot(slot)) };
            if !slot.iter().any(|a| a.fits(w)) {
                return None;
            }
            i += 1;
        }
    }
    let open: Vec<&Slot> = (0..form.options.len()).filter(|&k| !used[k]).map(|k| &form.options[k][0]).collect();
    Some(Next::Options(open, form.rest))
}

/// Every form of every command, read from their `SYNTAX` once (each Tab
/// and each did-you-mean walks them, a word at a time).
fn forms() -> &'static [Form] {
    static FORMS: std::sync::OnceLock<Vec<Form>> = std::sync::OnceLock::new();
    FORMS.get_or_init(|| SYNTAXES.iter().flat_map(|lines| lines.iter()).map(|s| form(s)).collect())
}

/// The choices for the word at the end of `line` (the cursor at the end):
/// the words the command's syntax allows there and the names `names` holds
/// of the kind it wants, those starting with what is typed (command words
/// and flags in any case, names exactly). A Kafka tool's line completes
/// the tool's name, its `--` options and the names after `--topic` and
/// `--group`.
///
/// ```
/// use logjam_core::console::complete::{Names, complete};
///
/// let mut names = Names::default();
/// names.topics.extend(["orders".to_string(), "payments".to_string()]);
/// assert_eq!(complete("pro", &names).apply("pro").as_deref(), Some("produce "));
/// assert_eq!(complete("produce o", &names).choices, ["orders"]);
/// let flags = complete("consume orders group billing ", &names);
/// assert!(flags.choices.contains(&"from-beginning".to_string()), "{flags:?}");
/// ```
pub fn complete(line: &str, names: &Names) -> Completion {
    let start = line.rfind(char::is_whitespace).map_or(0, |i| i + line[i..].chars().next().map_or(1, char::len_utf8));
    let typed = &line[start..];
    let words: Vec<&str> = line[..start].split_whitespace().collect();
    let mut c = match words.first() {
        Some(first) if kafka_tools::tool_name(first).is_some() => tool_choices(&words, typed, names),
        _ => command_choices(&words, typed, names),
    };
    // `--topic=or`: the value after `=` completes on its own.
    if let Some((option, value)) = typed.split_once('=')
        && option.starts_with("--")
        && let Some(kind) = tool_value_kind(&words, option)
    {
        let from = start + option.len() + 1;
        let choices = names.of_kind(kind, None).into_iter().filter(|n| n.starts_with(value)).collect();
        return Completion { start: from, choices, ..Default::default() };
    }
    // `key=` typed in full leaves the free value after it.
    c.choices.retain(|w| starts_with_any_case(w, typed) && !(w.ends_with('=') && w.eq_ignore_ascii_case(typed)));
    c.choices.sort();
    c.choices.dedup();
    c.expects.sort();
    c.expects.dedup();
    Completion { start, ..c }
}

fn starts_with_any_case(word: &str, typed: &str) -> bool {
    word.len() >= typed.len() && word.is_char_boundary(typed.len()) && word[..typed.len()].eq_ignore_ascii_case(typed)
}

/// The choices of the console's own commands after the complete `words`,
/// `typed` being the start of the next.
fn command_choices(words: &[&str], typed: &str, names: &Names) -> Completion {
    let mut c = Completion::default();
    if words.is_empty() {
        c.choices.extend(kafka_tools::TOOLS.iter().map(|t| (*t).to_string()));
    }
    // The group the line names (`group G`, `share-group G`): `as` offers its members.
    let group = words
        .windows(2)
        .find(|w| w[0].eq_ignore_ascii_case("group") || w[0].eq_ignore_ascii_case("share-group"))
        .map(|w| w[1]);
    let add = |c: &mut Completion, slot: &Slot| add_slot(c, slot, typed, names, group);
    for form in forms() {
        match walk(form, words) {
            Some(Next::Slot(slot)) => add(&mut c, slot),
            Some(Next::Options(open, rest)) => {
                // `key=` typed: the key comes, not the value.
                let keyed = open
                    .iter()
                    .flat_map(|s| s.iter())
                    .any(|a| matches!(a, Alt::Prefix(p, _) if starts_with_any_case(typed, p)));
                for slot in open {
                    add(&mut c, slot);
                }
                if let Some(rest) = rest.filter(|_| !keyed) {
                    c.expects.push(rest.to_string());
                    c.free = true;
                }
            }
            Some(Next::Nothing) | None => {}
        }
    }
    c
}

fn add_slot(c: &mut Completion, slot: &Slot, typed: &str, names: &Names, group: Option<&str>) {
    for a in slot {
        match a {
            Alt::Word(w) => c.choices.push((*w).to_string()),
            Alt::Name(kind) => {
                c.choices.extend(names.of_kind(*kind, group));
                c.expects.push(kind_placeholder(*kind).to_string());
            }
            Alt::Free(f) => {
                c.expects.push((*f).to_string());
                c.free = true;
            }
            // `key=` typed: what follows is the player's (`K`).
            Alt::Prefix(p, after) if starts_with_any_case(typed, p) => {
                c.expects.push((*after).to_string());
                c.free = true;
            }
            Alt::Prefix(p, _) => c.choices.push((*p).to_string()),
        }
    }
}

fn kind_placeholder(kind: Kind) -> &'static str {
    match kind {
        Kind::Topic => "T",
        Kind::Group => "G",
        Kind::ShareGroup => "S",
        Kind::Member => "M",
    }
}

/// A Kafka tool's line: the tool's names first, then its options, the
/// names after `--topic` and `--group`, the levels after
/// `--isolation-level`.
fn tool_choices(words: &[&str], typed: &str, names: &Names) -> Completion {
    let mut c = Completion::default();
    let last = words.last().copied().unwrap_or_default();
    if let Some(kind) = tool_value_kind(words, last) {
        c.choices.extend(names.of_kind(kind, None));
    } else if last == "--isolation-level" {
        c.choices.extend(["read_committed".to_string(), "read_uncommitted".to_string()]);
    } else if kafka_tools::VALUED.contains(&last) {
        c.expects.push("VALUE".into());
        c.free = true;
    } else if typed.is_empty() || typed.starts_with('-') {
        let used: BTreeSet<&str> = words.iter().map(|w| w.split('=').next().unwrap_or(w)).collect();
        let tool = kafka_tools::tool_name(words[0]).unwrap_or_default();
        // One of each set that excludes the others (one action, one target).
        let excluded = |o: &str| {
            kafka_tools::tool_exclusive(tool).iter().any(|set| set.contains(&o) && set.iter().any(|x| used.contains(x)))
        };
        for o in kafka_tools::tool_options(tool) {
            if !used.contains(o) && !excluded(o) {
                c.choices.push((*o).to_string());
            }
        }
    }
    c
}

/// The kind of name a Kafka tool's option takes (`--topic`, `--group`).
fn tool_value_kind(words: &[&str], option: &str) -> Option<Kind> {
    let tool = kafka_tools::tool_name(words.first()?)?;
    match option {
        // A topic to create is a new name.
        "--topic" if words.contains(&"--create") => None,
        "--topic" => Some(Kind::Topic),
        "--group" if tool.contains("share") => Some(Kind::ShareGroup),
        "--group" => Some(Kind::Group),
        _ => None,
    }
}

/// The first words a line may start with: every command's and every Kafka
/// tool's name.
fn first_words() -> Vec<&'static str> {
    let mut all: Vec<&'static str> = forms()
        .iter()
        .filter_map(|f| f.fixed.first())
        .flat_map(|s| s.iter())
        .filter_map(|a| if let Alt::Word(w) = a { Some(*w) } else { None })
        .collect();
    all.extend(kafka_tools::TOOLS);
    all.sort_unstable();
    all.dedup();
    all
}

/// The corrected line for a refused `line` (`error`: the console's
/// answer): the word the error quotes, or else the first word that fits
/// nowhere, replaced by the nearest word that fits there (a command or a
/// tool, a flag, a name the cluster holds: at most two edits, a swap
/// counting one, and fewer than half its letters); then any topic the line
/// names that the cluster lacks but holds one near. `None` when nothing is
/// near enough, or the corrected line would not parse either.
///
/// ```
/// use logjam_core::console::complete::{Names, did_you_mean};
///
/// let mut names = Names::default();
/// names.topics.insert("orders".into());
/// let fix = did_you_mean("prodcue orders x", "unknown command 'prodcue' (try help)", &names);
/// assert_eq!(fix.as_deref(), Some("produce orders x"));
/// let fix = did_you_mean("produce ordres x", "unknown topic 'ordres'", &names);
/// assert_eq!(fix.as_deref(), Some("produce orders x"));
/// assert_eq!(did_you_mean("produce zzz x", "unknown topic 'zzz'", &names), None);
/// ```
pub fn did_you_mean(line: &str, error: &str, names: &Names) -> Option<String> {
    let mut words: Vec<String> = line.split_whitespace().map(str::to_string).collect();
    let at = quoted_in(error, &words).or_else(|| first_misfit(&words, names))?;
    let mut last = at;
    words[at] = fix_at(&words, at, names)?.to_string();
    // A topic near one the cluster holds, where the command wants a topic.
    for i in 1..words.len() {
        if i != at && wants_topic(&words, i, names) && !names.topics.contains(&words[i]) {
            let topics: Vec<String> = names.topics.iter().cloned().collect();
            if let Some(t) = nearest(&words[i], &topics) {
                words[i] = t.to_string();
                last = last.max(i);
            }
        }
    }
    // The rest of the line as typed (a produce's value keeps its spaces).
    let fixed = format!("{}{}", words[..=last].join(" "), &line[nth_word_end(line, last)..]);
    (fixed != line && super::parse(&fixed).is_ok()).then_some(fixed)
}

/// The first word of `words` that a quoted word of `error` names (any
/// case: the console says a command's word in lower case).
fn quoted_in(error: &str, words: &[String]) -> Option<usize> {
    error.split('\'').skip(1).step_by(2).find_map(|q| words.iter().position(|w| w.eq_ignore_ascii_case(q)))
}

/// The first word after the first that neither is a choice there nor can
/// be a value of the player's own.
fn first_misfit(words: &[String], names: &Names) -> Option<usize> {
    for i in 1..words.len() {
        let c = complete(&format!("{} ", words[..i].join(" ")), names);
        if c.choices.is_empty() && c.expects.is_empty() {
            return None;
        }
        let w = &words[i];
        let chosen =
            c.choices.iter().any(|x| x.eq_ignore_ascii_case(w) || (x.ends_with('=') && starts_with_any_case(w, x)));
        if !chosen && !c.free && (c.expects.is_empty() || w.starts_with("--")) {
            return Some(i);
        }
    }
    None
}

/// Whether word `i` of `words` is where the line names a topic.
fn wants_topic(words: &[String], i: usize, names: &Names) -> bool {
    let before: Vec<&str> = words[..i].iter().map(String::as_str).collect();
    match kafka_tools::tool_name(before[0]) {
        Some(_) => tool_value_kind(&before, before[i - 1]) == Some(Kind::Topic),
        None => complete(&format!("{} ", before.join(" ")), names).expects.iter().any(|e| e == "T"),
    }
}

/// The nearest word that fits at `at` in place of `words[at]`.
fn fix_at(words: &[String], at: usize, names: &Names) -> Option<String> {
    let candidates: Vec<String> = if at == 0 {
        first_words().into_iter().map(str::to_string).collect()
    } else {
        complete(&format!("{} ", words[..at].join(" ")), names).choices
    };
    nearest(&words[at], &candidates).map(str::to_string)
}

/// The byte where word `n` (from 0) of `line` ends.
fn nth_word_end(line: &str, n: usize) -> usize {
    let mut seen = 0;
    let mut in_word = false;
    for (i, c) in line.char_indices() {
        if c.is_whitespace() {
            if in_word {
                if seen == n {
                    return i;
                }
                seen += 1;
            }
            in_word = false;
        } else {
            in_word = true;
        }
    }
    line.len()
}

/// The candidate nearest `word`: at most two edits (a swap counts one),
/// and fewer than half its letters; ties go to the first in order.
fn nearest<'c>(word: &str, candidates: &'c [String]) -> Option<&'c str> {
    let lower = word.to_lowercase();
    let limit = 2.min(lower.chars().count().saturating_sub(1) / 2).max(1);
    candidates
        .iter()
        .filter(|c| c.as_str() != word)
        .map(|c| (strsim::damerau_levenshtein(&lower, &c.to_lowercase()), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c.as_str())
}

/// `error` with the corrected line after it, when there is one: `error;
/// did you mean: LINE`.
pub fn with_suggestion(line: &str, error: &str, names: &Names) -> String {
    match did_you_mean(line, error, names) {
        Some(fix) => format!("{error}; did you mean: {fix}"),
        None => error.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::console::commands::help_text;
    use crate::console::parse;

    fn names() -> Names {
        let mut n = Names::default();
        n.topics.extend(["orders", "order-events", "payments"].map(String::from));
        n.groups.extend(["billing", "email"].map(String::from));
        n.share_groups.insert("pool".into());
        n.members.insert("billing".into(), ["billing-1", "billing-2"].map(String::from).into());
        n.members.insert("pool".into(), ["pool-1".to_string()].into());
        n
    }

    fn choices(line: &str) -> Vec<String> {
        complete(line, &names()).choices
    }

    #[test]
    fn the_first_word_completes_to_a_command_or_a_tool() {
        assert_eq!(choices("co"), ["commit", "compact", "consume"]);
        assert_eq!(choices("CRE"), ["create"]);
        assert!(choices("kafka-c").contains(&"kafka-consumer-groups".to_string()));
        assert_eq!(complete("des", &names()).apply("des").as_deref(), Some("describe "));
        // Three choices that share "co": Tab adds nothing; the listing names them.
        let c = complete("co", &names());
        assert_eq!(c.apply("co"), None);
        assert_eq!(c.listing(), "commit  compact  consume");
    }

    #[test]
    fn names_and_flags_follow_the_syntax() {
        assert_eq!(choices("produce "), ["order-events", "orders", "payments"]);
        assert_eq!(choices("produce orders "), ["key="]);
        assert_eq!(complete("produce orders ", &names()).expects, ["VALUE"]);
        assert_eq!(choices("produce ord"), ["order-events", "orders"]);
        assert_eq!(complete("produce ord", &names()).apply("produce ord").as_deref(), Some("produce order"));
        assert_eq!(choices("consume orders "), ["group", "share-group"]);
        assert_eq!(choices("consume orders group "), ["billing", "email"]);
        assert_eq!(choices("consume orders share-group "), ["pool"]);
        assert_eq!(choices("consume orders group billing as "), ["billing-1", "billing-2"]);
        let flags = choices("consume orders group billing max 5 ");
        assert!(flags.contains(&"from-beginning".to_string()) && !flags.contains(&"max".to_string()), "{flags:?}");
        assert_eq!(choices("consume orders group billing isolation "), ["read_committed", "read_uncommitted"]);
        assert_eq!(choices("reset group billing to "), ["earliest", "latest"]);
        assert_eq!(complete("reset group billing to ", &names()).expects, ["N"]);
        assert_eq!(choices("create topic t partitions 3 partitioner "), ["murmur2", "sum"]);
        assert_eq!(choices("describe "), ["group", "share-group"]);
        assert_eq!(complete("produce orders key=", &names()).choices, Vec::<String>::new());
        assert!(complete("produce orders hello ", &names()).choices.is_empty(), "the value is free");
        assert_eq!(complete("produce o", &names()).apply("produce o").as_deref(), Some("produce order"));
        assert_eq!(
            complete("produce orders k", &names()).apply("produce orders k").as_deref(),
            Some("produce orders key=")
        );
    }

    #[test]
    fn a_kafka_tool_completes_its_options_and_names() {
        let opts = choices("kafka-topics.sh --");
        assert!(opts.contains(&"--create".to_string()) && opts.contains(&"--topic".to_string()), "{opts:?}");
        assert!(!opts.contains(&"--group".to_string()), "kafka-topics takes no --group: {opts:?}");
        assert_eq!(choices("kafka-console-consumer --topic "), ["order-events", "orders", "payments"]);
        assert_eq!(choices("kafka-share-groups --group "), ["pool"]);
        let c = complete("kafka-console-consumer --topic=pa", &names());
        assert_eq!(
            (c.choices.as_slice(), c.apply("kafka-console-consumer --topic=pa").as_deref()),
            (["payments".to_string()].as_slice(), Some("kafka-console-consumer --topic=payments "))
        );
        assert!(!choices("kafka-topics --list --").contains(&"--list".to_string()), "used once");
    }

    #[test]
    fn a_near_miss_gets_the_fixed_line() {
        let n = names();
        let fix = |line: &str| {
            let e = parse(line).and_then(|_| Err::<(), _>("no".to_string())).unwrap_err();
            did_you_mean(line, &e, &n)
        };
        assert_eq!(fix("prodcue orders x").as_deref(), Some("produce orders x"));
        assert_eq!(
            fix("consume orders group billing form-beginning").as_deref(),
            Some("consume orders group billing from-beginning")
        );
        assert_eq!(fix("reset group billing to earlyest").as_deref(), Some("reset group billing to earliest"));
        assert_eq!(fix("reset group billing to 12x"), None, "nothing near");
        assert_eq!(fix("frobnicate"), None);
        assert_eq!(
            did_you_mean("produce ordrs {\"a\": 1}", "unknown topic 'ordrs'", &n).as_deref(),
            Some("produce orders {\"a\": 1}")
        );
        assert_eq!(
            did_you_mean("describe group biling", "unknown group 'biling'", &n).as_deref(),
            Some("describe group billing")
        );
        assert_eq!(
            with_suggestion("offsets ordes", "unknown topic 'ordes'", &n),
            "unknown topic 'ordes'; did you mean: offsets orders"
        );
        assert_eq!(
            did_you_mean("kafka-topics --lst", "kafka-topics: the console does not know --lst", &n).as_deref(),
            Some("kafka-topics --list")
        );
    }

    proptest::proptest! {
        /// Any line, any character: Tab's choices start inside it, and the
        /// line after Tab keeps what came before the word.
        #[test]
        fn any_line_completes(line in "(\\PC|[ \t=-]){0,40}", word in "[a-zé€-]{0,8}") {
            let n = names();
            for typed in [line.clone(), format!("{line} {word}"), format!("consume {word}"), format!("produce orders {word} x"), format!("kafka-topics --topic={word}")] {
                let c = complete(&typed, &n);
                proptest::prop_assert!(typed.is_char_boundary(c.start));
                if let Some(after) = c.apply(&typed) {
                    proptest::prop_assert!(after.starts_with(&typed[..c.start]));
                }
                let _ = did_you_mean(&typed, &format!("unknown topic '{word}'"), &n);
            }
        }
    }

    /// A value for each placeholder of the syntax, as a player would type it.
    fn sample(alt: &Alt) -> String {
        match alt {
            Alt::Word(w) => (*w).to_string(),
            Alt::Name(Kind::Topic) => "orders".into(),
            Alt::Name(Kind::Group) => "billing".into(),
            Alt::Name(Kind::ShareGroup) => "pool".into(),
            Alt::Name(Kind::Member) => "billing-2".into(),
            Alt::Free("TIME") => "1d 02:30:00".into(),
            Alt::Free("DURATION") => "PT10M".into(),
            Alt::Free("VALUE") => "{\"order\":61}".into(),
            Alt::Free("NAME") => "orders".into(),
            Alt::Free(_) => "3".into(),
            Alt::Prefix(p, _) => format!("{p}customer-7"),
        }
    }

    /// Every spelling the syntax (and so the completion) offers parses:
    /// each form with each alternative of each word, with no option, each
    /// option alone and all of them, in the order written and reversed.
    #[test]
    fn every_spelling_the_syntax_offers_parses() {
        let mut tried = 0;
        for form in forms() {
            let widest = form.fixed.iter().chain(form.options.iter().flatten()).map(Vec::len).max().unwrap_or(1);
            for pick in 0..widest {
                let word = |slot: &Slot| sample(&slot[pick.min(slot.len() - 1)]);
                let fixed: Vec<String> = form.fixed.iter().map(word).collect();
                let option = |o: &Vec<Slot>| o.iter().map(word).collect::<Vec<_>>().join(" ");
                let all: Vec<String> = form.options.iter().map(option).collect();
                let mut reversed = all.clone();
                reversed.reverse();
                let mut lines = vec![fixed.join(" "), format!("{} {}", fixed.join(" "), all.join(" "))];
                lines.push(format!("{} {}", fixed.join(" "), reversed.join(" ")));
                lines.extend(all.iter().map(|o| format!("{} {o}", fixed.join(" "))));
                for mut line in lines {
                    if let Some(rest) = form.rest {
                        line = format!("{line} {}", sample(&Alt::Free(rest)));
                    }
                    // Options that exclude each other are refused together, as the parser says.
                    let both = |a: &str, b: &str| line.contains(a) && line.contains(b);
                    if both("reject", "release") || both("no-commit", "in-transaction") {
                        continue;
                    }
                    assert!(parse(line.trim()).is_ok(), "{line:?}: {:?}", parse(line.trim()));
                    tried += 1;
                }
            }
        }
        assert!(tried > 60, "{tried}");
    }

    /// What a player tried (a playtest): each of these once went wrong.
    #[test]
    fn the_playtests_lines() {
        let n = names();
        // A new topic's name is the player's: no existing one is offered.
        let c = complete("create topic ", &n);
        assert!(c.choices.is_empty() && c.expects == ["NAME"], "{c:?}");
        assert!(choices("kafka-topics --create --topic ").is_empty());
        // One action and one reset target a line.
        let after = choices("kafka-consumer-groups --reset-offsets --group billing --to-earliest --");
        assert!(after.contains(&"--execute".to_string()), "{after:?}");
        for gone in ["--to-latest", "--to-offset", "--list", "--describe", "--dry-run"] {
            assert!(
                !after.contains(&gone.to_string()),
                "{gone} offered after --reset-offsets --to-earliest: {after:?}"
            );
        }
        // `as` offers the members of the group the line names.
        assert_eq!(choices("consume orders group billing as "), ["billing-1", "billing-2"]);
        assert_eq!(choices("consume orders share-group pool as "), ["pool-1"]);
        assert!(choices("consume orders group email as ").is_empty());
        // After a topic a value may come without a key: Tab does not pick `key=`.
        let c = complete("produce orders ", &n);
        assert_eq!((c.apply("produce orders "), c.listing().as_str()), (None, "key=  VALUE"));
        assert_eq!(complete("produce orders key=", &n).listing(), "K");
        // A Tab that goes part of the way: the choices share `order`.
        assert_eq!(complete("produce o", &n).apply("produce o").as_deref(), Some("produce order"));
    }

    #[test]
    fn did_you_mean_reads_the_whole_line() {
        let n = names();
        let fix = |line: &str, error: &str| did_you_mean(line, error, &n);
        assert_eq!(
            fix("PRODCUE orders x", "unknown command 'prodcue' (try help)").as_deref(),
            Some("produce orders x")
        );
        assert_eq!(fix("produce ORDERS x", "unknown topic 'ORDERS'").as_deref(), Some("produce orders x"));
        let e = parse("describe gruop billing").unwrap_err();
        assert_eq!(fix("describe gruop billing", &e).as_deref(), Some("describe group billing"), "{e}");
        let e = parse("reset group billing too 0").unwrap_err();
        assert_eq!(fix("reset group billing too 0", &e).as_deref(), Some("reset group billing to 0"), "{e}");
        let e = parse("reset group billing to-datetim 00:00:00").unwrap_err();
        assert_eq!(
            fix("reset group billing to-datetim 00:00:00", &e).as_deref(),
            Some("reset group billing to-datetime 00:00:00")
        );
        let e = parse("consume orders sharegroup pool").unwrap_err();
        assert_eq!(
            fix("consume orders sharegroup pool", &e).as_deref(),
            Some("consume orders share-group pool"),
            "{e}"
        );
        // Kafka's tools: the tool, an option, a topic.
        assert_eq!(
            fix("kafka-topcis --list", "unknown command 'kafka-topcis' (try help)").as_deref(),
            Some("kafka-topics --list")
        );
        let e = parse("kafka-console-consumer --topic orders --from-begining").unwrap_err();
        assert_eq!(
            fix("kafka-console-consumer --topic orders --from-begining", &e).as_deref(),
            Some("kafka-console-consumer --topic orders --from-beginning"),
            "{e}"
        );
        assert_eq!(
            fix("kafka-topics --describe --topic ordres", "unknown topic 'ordres'").as_deref(),
            Some("kafka-topics --describe --topic orders")
        );
        // A fix that would be refused too is not offered.
        let e = parse("read orders max5").unwrap_err();
        assert_eq!(fix("read orders max5", &e), None, "{e}");
        // Two slips: the flag, and the topic.
        let e = parse("consume ordres group bililng form-beginning").unwrap_err();
        assert_eq!(
            fix("consume ordres group bililng form-beginning", &e).as_deref(),
            Some("consume orders group bililng from-beginning"),
            "a new group's name is the player's"
        );
    }

    /// Every word the syntax offers is one the help shows, so a completed
    /// line is one the help explains.
    #[test]
    fn the_syntax_offers_only_words_the_help_shows() {
        let help = help_text();
        for form in forms() {
            for slot in form.fixed.iter().chain(form.options.iter().flatten()) {
                for a in slot {
                    let shown = match a {
                        Alt::Word(w) | Alt::Prefix(w, _) => w,
                        Alt::Name(_) | Alt::Free(_) => continue,
                    };
                    assert!(help.contains(shown), "'{shown}' is offered but not in the help");
                }
            }
        }
    }
}
