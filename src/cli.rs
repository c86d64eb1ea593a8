//! The command line: `logjam [play] [SCENARIO]`, `logjam run`, `logjam
//! check`, `logjam console`. The top of the binary: it parses the arguments
//! (clap) and hands them to the app, the headless runner or the console.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use logjam::app::{GameOptions, Screenshot};
use logjam::headless::{self, RunOptions};

/// Logjam: a simulation game about event streams.
#[derive(Parser, Debug)]
#[command(name = "logjam", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play in a window: the title screen, or straight into a scenario file.
    Play(PlayArgs),
    /// Run a scenario (or replay a save) without a window and print one JSON
    /// report.
    Run {
        /// The scenario file (not with --load or --code).
        #[arg(required_unless_present_any = ["load", "code"], conflicts_with_all = ["load", "code"])]
        scenario: Option<PathBuf>,
        /// Replay this replay code (`logjam code SAVE` prints one): the
        /// same report as --load of the save it was made from. `-`: read
        /// the code from standard input (a long code, past the shell's
        /// limit for one argument).
        #[arg(long, conflicts_with_all = ["load", "seed", "catalog", "step", "actions", "save"])]
        code: Option<String>,
        /// Replay this save (a *.save.ron) instead; with --until past its
        /// time, play on to it.
        #[arg(long, conflicts_with_all = ["seed", "catalog", "step", "actions"])]
        load: Option<PathBuf>,
        /// Send these timed player actions (a RON list of (SECONDS, ACTION),
        /// as in tests/solutions/*.actions.ron).
        #[arg(long)]
        actions: Option<PathBuf>,
        /// Write the game as a save to this file at the end.
        #[arg(long)]
        save: Option<PathBuf>,
        /// Stop at this sim time, seconds (default: the scenario's duration, or 60).
        #[arg(long)]
        until: Option<f64>,
        /// Use this seed instead of the scenario's.
        #[arg(long)]
        seed: Option<u64>,
        /// Use this catalog instead of assets/catalog.ron.
        #[arg(long)]
        catalog: Option<PathBuf>,
        /// Sim step, sim seconds (default: the catalog's step_seconds).
        #[arg(long)]
        step: Option<f64>,
        /// Print only the report's hash (16 hex digits; equal runs give equal
        /// hashes on every platform).
        #[arg(long)]
        hash: bool,
    },
    /// The Kafka-style console: one command a line from stdin, one answer
    /// each; on the game's own cluster, or with --bootstrap on a real one
    /// (exit codes then: 0 ok, 1 bad settings).
    Console(ConsoleArgs),
    /// Watch a real cluster's lag: its partitions, its groups' committed
    /// offsets, lag, lag in time and trend, every --interval seconds. Exit
    /// codes: 0 ok, 1 bad settings, 2 the cluster cannot be reached.
    Watch(WatchArgs),
    /// Write a real cluster's shape as a scenario: its topics, brokers and
    /// consumer groups, with the rates and key skew measured over --window
    /// seconds. Reads only. Exit codes: 0 written; 1 bad settings, a
    /// --window outside 1 to 3600 s, an unwritable file or a cluster with no
    /// topic; 2 the cluster cannot be reached.
    Snapshot(SnapshotArgs),
    /// Print a save's replay code: a short text that replays the game on
    /// any Logjam of this version (`logjam run --code`, `logjam play
    /// --code`, the title screen's "Replay code"). Exit code 1 when the
    /// save cannot be read.
    Code {
        /// The save (a *.save.ron).
        save: PathBuf,
    },
    /// Print the Fluent file that translates a data file (a scenario, a
    /// catalog, the achievements): every text of it in English, each named
    /// by where it is. Save it beside a scenario as
    /// NAME.scenario.TAG.ftl (TAG: de, es or pt-BR) and translate the
    /// values. Exit code 1 when the file cannot be read.
    Strings {
        /// The data file (*.ron).
        file: PathBuf,
    },
    /// Check scenario files against the catalog; exit code 1 if any has an error.
    Check {
        /// Scenario files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Use this catalog instead of assets/catalog.ron.
        #[arg(long)]
        catalog: Option<PathBuf>,
    },
}

/// How to reach a real cluster, in Kafka's conventions (`logjam watch`,
/// `logjam snapshot`).
#[derive(clap::Args, Debug)]
struct ClusterArgs {
    /// The cluster: HOST:PORT[,HOST:PORT…] (Kafka's bootstrap.servers).
    #[arg(long)]
    bootstrap: String,
    /// A Kafka client properties file (security.protocol, sasl.*, ssl.*, …).
    #[arg(long)]
    config: Option<PathBuf>,
    /// A client setting, key=value (repeatable; after --config's).
    #[arg(short = 'X', value_name = "KEY=VALUE")]
    set: Vec<String>,
}

impl ClusterArgs {
    /// The connection these settings make (see `bridge::connect`).
    fn connection(&self) -> Result<logjam::bridge::connect::Connection, String> {
        logjam::bridge::connect::Connection::new(&self.bootstrap, self.config.as_deref(), &self.set)
    }
}

#[derive(clap::Args, Debug)]
struct ConsoleArgs {
    /// Answer each line with exactly one line of JSON.
    #[arg(long)]
    json: bool,
    /// A real cluster to run the commands on: HOST:PORT[,HOST:PORT…].
    #[arg(long)]
    bootstrap: Option<String>,
    /// A Kafka client properties file (with --bootstrap).
    #[arg(long, requires = "bootstrap")]
    config: Option<PathBuf>,
    /// A client setting, key=value (repeatable; with --bootstrap).
    #[arg(short = 'X', value_name = "KEY=VALUE", requires = "bootstrap")]
    set: Vec<String>,
    /// Refuse every command that writes to the real cluster.
    #[arg(long, requires = "bootstrap")]
    read_only: bool,
    /// Let the console join, commit and reset this group although it has
    /// live members or offsets the console did not write (repeatable).
    #[arg(long, value_name = "GROUP", requires = "bootstrap")]
    allow_group: Vec<String>,
    /// Seconds each request may take before the cluster counts as unreachable.
    #[arg(long, default_value_t = 10.0, allow_negative_numbers = true)]
    timeout: f64,
    /// Seconds a consume waits for its group's rebalance to assign it partitions.
    #[arg(long, default_value_t = 60.0, allow_negative_numbers = true)]
    join_timeout: f64,
}

#[derive(clap::Args, Debug)]
struct WatchArgs {
    #[command(flatten)]
    cluster: ClusterArgs,
    /// Seconds between looks.
    #[arg(long, default_value_t = 1.0)]
    interval: f64,
    /// Seconds each request may take before the cluster counts as unreachable.
    #[arg(long, default_value_t = 10.0)]
    timeout: f64,
    /// Take one look and exit.
    #[arg(long)]
    once: bool,
    /// One JSON document a look, on one line.
    #[arg(long)]
    json: bool,
}

#[derive(clap::Args, Debug)]
struct SnapshotArgs {
    #[command(flatten)]
    cluster: ClusterArgs,
    /// The scenario file to write (FILE.scenario.ron).
    #[arg(short = 'o', long = "output")]
    output: PathBuf,
    /// Seconds over which rates are measured (1 to 3600).
    #[arg(long, default_value_t = 30.0, allow_negative_numbers = true)]
    window: f64,
    /// Seconds each request may take before the cluster counts as unreachable.
    #[arg(long, default_value_t = 10.0, allow_negative_numbers = true)]
    timeout: f64,
    /// Newest records read per partition to measure the keys' skew.
    #[arg(long, default_value_t = 200)]
    sample: usize,
    /// Use this catalog instead of assets/catalog.ron.
    #[arg(long)]
    catalog: Option<PathBuf>,
}

#[derive(clap::Args, Debug, Default)]
struct PlayArgs {
    /// The scenario file.
    scenario: Option<PathBuf>,
    /// Save a screenshot: FRAME:PATH (repeatable), e.g. 120:shot.png.
    #[arg(long = "screenshot", value_parser = parse_shot)]
    screenshots: Vec<Screenshot>,
    /// Quit after this many frames.
    #[arg(long)]
    exit_after: Option<u32>,
    /// Save a screenshot when the sim reaches a time: SECONDS:PATH (repeatable).
    #[arg(long = "shot-at", value_parser = parse_sim_shot)]
    sim_shots: Vec<(f64, PathBuf)>,
    /// Quit once the sim reaches this time, sim seconds.
    #[arg(long)]
    exit_at: Option<f64>,
    /// Start at this speed: 1, 2, 3, … (the keys' speeds).
    #[arg(long, default_value_t = 1)]
    speed: usize,
    /// Open a panel at the start (repeatable): build, incidents, research,
    /// console, scenarios, charts, help, legend, settings.
    #[arg(long = "open", value_enum)]
    open: Vec<logjam::ui::Panel>,
    /// Load this save (a *.save.ron) once the game is up.
    #[arg(long)]
    load: Option<PathBuf>,
    /// Play this replay code once the game is up (`logjam code SAVE`
    /// prints one); a code that cannot be played exits 1 with why. `-`:
    /// read the code from standard input.
    #[arg(long, conflicts_with_all = ["load", "scenario"])]
    code: Option<String>,
    /// Select this Node at the start (its Inspector opens).
    #[arg(long)]
    select: Option<String>,
    /// Send this line to the console at the start (repeatable, in order).
    #[arg(long = "type", value_name = "LINE")]
    console: Vec<String>,
    /// The window's size, WIDTHxHEIGHT logical pixels (default 1280x720).
    #[arg(long, value_parser = parse_size)]
    window: Option<(u32, u32)>,
    /// Write where every card, panel, board label and message sprite is
    /// (JSON, logical pixels) to this file as the game quits, and beside
    /// each screenshot (shot.png → shot.json).
    #[arg(long)]
    layout: Option<PathBuf>,
    /// Start every scenario running at once, without waiting on its
    /// briefing (scripted runs and screenshots).
    #[arg(long)]
    start: bool,
    /// Test only: every frame advances the game's clock by this many
    /// seconds (1/60, 0.05), whatever the machine's speed, so that frame N
    /// shows the same sim time and the same picture on a fast and on a
    /// loaded machine (the end-to-end tests use it). Not for playing: the
    /// game then runs slow or fast with the machine.
    #[arg(long, value_parser = logjam::app::parse_frame_time, value_name = "SECONDS")]
    frame_time: Option<std::time::Duration>,
    /// Open the live board of a real cluster instead of a scenario:
    /// HOST:PORT[,HOST:PORT…] (Kafka's bootstrap.servers). Read-only: only
    /// the console's commands write to it.
    #[arg(long, value_name = "BOOTSTRAP", conflicts_with_all = ["scenario", "load"])]
    cluster: Option<String>,
    /// A Kafka client properties file (with --cluster).
    #[arg(long, requires = "cluster")]
    config: Option<PathBuf>,
    /// A client setting, key=value (repeatable; with --cluster).
    #[arg(short = 'X', value_name = "KEY=VALUE", requires = "cluster")]
    set: Vec<String>,
    /// Seconds between the live board's looks at the cluster.
    #[arg(long, default_value_t = 1.0, requires = "cluster")]
    interval: f64,
    /// Seconds each request to the cluster may take.
    #[arg(long, default_value_t = 10.0, requires = "cluster")]
    timeout: f64,
    /// The live board's console refuses every command that writes.
    #[arg(long, requires = "cluster")]
    read_only: bool,
    /// Let the live board's console join, commit and reset this group
    /// although it has live members or offsets it did not write (repeatable).
    #[arg(long, value_name = "GROUP", requires = "cluster")]
    allow_group: Vec<String>,
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s.split_once('x').ok_or("expected WIDTHxHEIGHT, e.g. 1920x1080")?;
    let n = |v: &str| v.parse::<u32>().ok().filter(|n| (320..=8192).contains(n)).ok_or(format!("bad size '{v}'"));
    Ok((n(w)?, n(h)?))
}

fn parse_sim_shot(s: &str) -> Result<(f64, PathBuf), String> {
    let (t, path) = s.split_once(':').ok_or("expected SECONDS:PATH")?;
    let t = t.parse::<f64>().map_err(|e| format!("bad time '{t}': {e}"))?;
    if !t.is_finite() || t < 0.0 || path.is_empty() {
        return Err("expected a time ≥ 0 and a path".into());
    }
    Ok((t, PathBuf::from(path)))
}

fn parse_shot(s: &str) -> Result<Screenshot, String> {
    let (frame, path) = s.split_once(':').ok_or("expected FRAME:PATH")?;
    let frame = frame.parse::<u32>().map_err(|e| format!("bad frame '{frame}': {e}"))?;
    if path.is_empty() {
        return Err("empty path".into());
    }
    Ok(Screenshot { frame, path: PathBuf::from(path) })
}

pub fn main() -> ExitCode {
    // A usage error exits 1 (clap's own is 2, which `logjam watch` keeps
    // for a cluster it cannot reach); help and the version exit 0.
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { ExitCode::from(1) } else { ExitCode::SUCCESS };
        }
    };
    match cli.command.unwrap_or(Command::Play(PlayArgs::default())) {
        Command::Play(args) => play(args),
        Command::Strings { file } => match std::fs::read_to_string(&file) {
            Ok(text) => {
                let texts = logjam::locale::data::texts(&text);
                print!("{}", logjam::locale::data::template(&file.display().to_string(), &texts));
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("logjam: {}: {e}", file.display());
                ExitCode::FAILURE
            }
        },
        Command::Code { save } => match headless::save_code(&save) {
            Ok(code) => {
                println!("{code}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("logjam: {e}");
                ExitCode::FAILURE
            }
        },
        Command::Run { scenario, load, code, actions, save, until, seed, catalog, step, hash } => {
            let load = match code.map(code_from_stdin).transpose() {
                Ok(Some(code)) => Loaded::Code(code),
                Ok(None) => load.map_or(Loaded::Nothing, Loaded::Save),
                Err(e) => {
                    eprintln!("logjam: {e}");
                    return ExitCode::FAILURE;
                }
            };
            match run(
                scenario,
                load,
                actions,
                save,
                RunOptions { scenario: PathBuf::new(), until, seed, catalog, step },
            ) {
                Ok((report, earned)) => {
                    let out = headless::RunOutput { report: &report, achievements: &earned };
                    println!("{}", if hash { report.hash() } else { out.to_json() });
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("logjam: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Console(args) => console(args),
        Command::Watch(args) => watch(args),
        Command::Snapshot(args) => snapshot(args),
        Command::Check { files, catalog } => {
            let mut failed = false;
            for f in files {
                // An achievements file is checked as one.
                if f.file_name().is_some_and(|n| n.to_string_lossy().ends_with("achievements.ron")) {
                    match headless::check_achievements(&f) {
                        Ok(n) => println!("{}: ok ({n} achievements)", f.display()),
                        Err(e) => {
                            eprintln!("{e}");
                            failed = true;
                        }
                    }
                    continue;
                }
                match headless::check(&f, catalog.as_deref()) {
                    Ok(s) => println!("{}: ok ({})", f.display(), s.name),
                    Err(e) => {
                        eprintln!("{e}");
                        failed = true;
                    }
                }
            }
            if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
        }
    }
}

/// `logjam run`: a scenario (with scripted actions, writing a save when
/// asked), or a save replayed.
/// `logjam play`: the game in a window (the title screen without a
/// scenario), or the live board of a real cluster with `--cluster`.
fn play(mut args: PlayArgs) -> ExitCode {
    args.code = match args.code.take().map(code_from_stdin).transpose() {
        Ok(code) => code,
        Err(e) => {
            eprintln!("logjam: {e}");
            return ExitCode::FAILURE;
        }
    };
    // A replay code is read before any window opens: one that
    // cannot be played says why and exits 1.
    let code_scenario = match args.code.as_deref().map(headless::code_save) {
        Some(Ok(save)) => Some(code_scenario(&save)),
        Some(Err(e)) => {
            eprintln!("logjam: {e}");
            return ExitCode::FAILURE;
        }
        None => None,
    };
    // No file: the title screen (a save to load starts the default one under it).
    let scenario =
        args.scenario.or(code_scenario).or_else(|| args.load.is_some().then(logjam::loading::paths::default_scenario));
    let live = args.cluster.as_ref().map(|bootstrap| LiveArgs {
        bootstrap: bootstrap.clone(),
        config: args.config.clone(),
        set: args.set.clone(),
        interval: args.interval,
        timeout: args.timeout,
        read_only: args.read_only,
        allow_group: args.allow_group.clone(),
    });
    let options = GameOptions {
        scenario,
        screenshots: args.screenshots,
        exit_after: args.exit_after,
        sim_shots: args.sim_shots,
        exit_at_sim: args.exit_at,
        speed: args.speed.saturating_sub(1),
        open: args.open,
        load: args.load,
        code: args.code,
        select: args.select,
        console: args.console,
        window: args.window,
        layout: args.layout,
        start: args.start,
        frame_time: args.frame_time,
    };
    if let Some(live) = live {
        return play_live(live, options);
    }
    match logjam::app::run(options) {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// `--code`'s value: itself, or for `-` what standard input holds (read
/// up to a little past the longest code, so a huge input cannot exhaust
/// memory: the decoder then refuses it as too long). Errors: standard
/// input cannot be read, or is not UTF-8.
fn code_from_stdin(code: String) -> Result<String, String> {
    use std::io::Read;
    if code != "-" {
        return Ok(code);
    }
    let cap = logjam::save::code::MAX_CODE_CHARS as u64 * 4 + 16;
    let mut bytes = Vec::new();
    std::io::stdin().lock().take(cap).read_to_end(&mut bytes).map_err(|e| format!("--code -: {e}"))?;
    String::from_utf8(bytes).map_err(|_| "--code -: standard input is not UTF-8 text".to_string())
}

/// The scenario file to start under a replay code's game: its shipped
/// scenario's file, or the default scenario for a mod's (the save replaces
/// it once the game is up).
fn code_scenario(save: &logjam::save::Save) -> PathBuf {
    let shipped = logjam::loading::paths::data_root().join("scenarios");
    let file = std::path::Path::new(&save.scenario_file).file_name().map(|n| shipped.join(n));
    file.filter(|f| f.is_file()).unwrap_or_else(logjam::loading::paths::default_scenario)
}

/// What `logjam run` replays instead of a scenario file.
enum Loaded {
    /// Nothing: the scenario file.
    Nothing,
    /// A save (`--load`).
    Save(PathBuf),
    /// A replay code (`--code`).
    Code(String),
}

fn run(
    scenario: Option<PathBuf>,
    load: Loaded,
    actions: Option<PathBuf>,
    save: Option<PathBuf>,
    mut options: RunOptions,
) -> Result<(logjam::sim::report::Report, Vec<String>), String> {
    let load = match load {
        Loaded::Nothing => None,
        Loaded::Save(file) => Some(file),
        Loaded::Code(code) => {
            let game = headless::code_save(&code)?;
            let (report, replayed) = headless::replay_save(&game, options.until)?;
            if replayed == logjam::save::Replayed::Differently {
                eprintln!("logjam: this build plays the replay code differently from the game that made it");
            }
            // Someone else's run: it earns nothing here, as in the game.
            return Ok((report, Vec::new()));
        }
    };
    if let Some(file) = load {
        let game = logjam::save::read(&file).map_err(|e| e.to_string())?;
        let (report, replayed) = headless::replay_save(&game, options.until)?;
        if replayed == logjam::save::Replayed::Differently {
            eprintln!("logjam: {}: this build plays the save differently from the game that made it", file.display());
        }
        if let Some(out) = save {
            eprintln!("logjam: --save is ignored with --load ({})", out.display());
        }
        let earned = headless::save_achievements(&report, &game);
        return Ok((report, earned));
    }
    options.scenario = scenario.ok_or("a scenario file or --load SAVE is needed")?;
    if actions.is_none() && save.is_none() {
        return headless::run_earning(&options);
    }
    let script = match &actions {
        Some(file) => headless::read_script(file)?,
        None => Vec::new(),
    };
    let (report, game) = headless::play_script(&options, &script)?;
    if let Some(out) = save {
        logjam::save::write_atomic(&out, &game.to_ron()).map_err(|e| e.to_string())?;
    }
    let earned = headless::save_achievements(&report, &game);
    Ok((report, earned))
}

/// One `logjam console` session: a standalone cluster of its own, or a
/// real one.
enum Session {
    /// The game's log alone; records are stamped with the command's number
    /// as their time.
    Local { cluster: logjam::log::Cluster, live: logjam::console::LiveGroups, clock: f64 },
    /// A real cluster (`--bootstrap`).
    Real(Box<logjam::bridge::console::RealConsole>),
}

impl Session {
    /// The answer to one line, as text or one line of JSON.
    fn answer(&mut self, line: &str, json: bool) -> String {
        match self {
            Session::Local { cluster, live, clock } => {
                *clock += 1.0;
                if json {
                    logjam::console::run_json(cluster, line, *clock, live)
                } else {
                    logjam::console::run_text(cluster, line, *clock, live)
                }
            }
            Session::Real(real) if json => real.answer_json(line),
            Session::Real(real) => real.answer_text(line),
        }
    }

    /// The names Tab completes to: the local cluster's, or those the real
    /// cluster's answers have shown.
    fn names(&self) -> logjam::console::complete::Names {
        match self {
            Session::Local { cluster, live, .. } => logjam::console::complete::Names::of(cluster, live),
            Session::Real(real) => real.names().clone(),
        }
    }
}

/// The terminal console's line editor's helper: Tab completes a command, a
/// flag or a name as the game's console does (a second Tab lists the
/// choices); Ctrl-R searches the history (rustyline's own).
struct Completion {
    names: logjam::console::complete::Names,
}

impl rustyline::completion::Completer for Completion {
    type Candidate = rustyline::completion::Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &rustyline::Context<'_>,
    ) -> rustyline::Result<(usize, Vec<rustyline::completion::Pair>)> {
        let c = logjam::console::complete::complete(&line[..pos], &self.names);
        // One choice where a value of the player's own may come instead
        // (`key=` after a topic): not taken on an empty word.
        if c.choices.len() == 1 && c.apply(&line[..pos]).is_none() {
            return Ok((c.start, Vec::new()));
        }
        let one = c.choices.len() == 1;
        let pairs = c
            .choices
            .into_iter()
            .map(|w| {
                // The one choice ends its word; `key=` goes on.
                let replacement = if one && !w.ends_with('=') { format!("{w} ") } else { w.clone() };
                rustyline::completion::Pair { display: w, replacement }
            })
            .collect();
        Ok((c.start, pairs))
    }
}

impl rustyline::hint::Hinter for Completion {
    type Hint = String;
}
impl rustyline::highlight::Highlighter for Completion {}
impl rustyline::validate::Validator for Completion {}
impl rustyline::Helper for Completion {}

/// `logjam console`: a standalone cluster fed from stdin, or with
/// `--bootstrap` a real one. With `--json`, or when stdin is not a
/// terminal, plain lines; in a terminal, line editing, history (Up/Down,
/// Ctrl-R) and completion (Tab) with rustyline.
fn console(args: ConsoleArgs) -> ExitCode {
    use std::io::{BufRead, IsTerminal, Read, Write};

    use logjam::console::MAX_LINE;

    let json = args.json;
    let mut session = match &args.bootstrap {
        Some(_) => match real_console(&args) {
            Ok(real) => Session::Real(Box::new(real)),
            Err(e) => {
                eprintln!("logjam console: {e}");
                return ExitCode::from(1);
            }
        },
        None => Session::Local { cluster: Default::default(), live: Default::default(), clock: 0.0 },
    };
    if !json && std::io::stdin().is_terminal() {
        let config = rustyline::Config::builder().completion_type(rustyline::CompletionType::List).build();
        let Ok(mut editor) = rustyline::Editor::<Completion, rustyline::history::DefaultHistory>::with_config(config)
        else {
            eprintln!("logjam: cannot open the terminal");
            return ExitCode::FAILURE;
        };
        editor.set_helper(Some(Completion { names: session.names() }));
        match &args.bootstrap {
            Some(b) => println!(
                "Logjam console on the cluster at {b}. Type help for the commands, Tab to complete, Ctrl-D to leave."
            ),
            None => println!("Logjam console. Type help for the commands, Tab to complete, Ctrl-D to leave."),
        }
        loop {
            match editor.readline("logjam> ") {
                Ok(line) => {
                    if line.trim().is_empty() {
                        continue;
                    }
                    let _ = editor.add_history_entry(line.as_str());
                    println!("{}", session.answer(&line, false));
                    editor.set_helper(Some(Completion { names: session.names() }));
                }
                Err(rustyline::error::ReadlineError::Interrupted) => continue,
                Err(_) => break,
            }
        }
        return ExitCode::SUCCESS;
    }
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut reader = stdin.lock();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        // Read at most a little over the longest line, so a huge line cannot
        // exhaust memory; the rest of it is skipped.
        match (&mut reader).take(MAX_LINE as u64 * 4 + 2).read_until(b'\n', &mut buf) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => {
                eprintln!("logjam: {e}");
                return ExitCode::FAILURE;
            }
        }
        let complete = buf.ends_with(b"\n");
        if !complete {
            // Drop the rest of an over-long line.
            let mut sink = Vec::new();
            let _ = reader.read_until(b'\n', &mut sink);
        }
        let line = String::from_utf8_lossy(&buf);
        let line = line.trim_end_matches(['\n', '\r']);
        let reply = if !complete && buf.len() as u64 > MAX_LINE as u64 * 4 {
            let e = format!("line too long (at most {MAX_LINE} characters)");
            if json { serde_json::json!({"ok": false, "error": e}).to_string() } else { format!("error: {e}") }
        } else if line.trim().is_empty() && !json {
            continue;
        } else {
            session.answer(line, json)
        };
        if writeln!(out, "{reply}").and_then(|_| out.flush()).is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}

/// The console on the real cluster `args` names. Errors: bad settings or
/// timeouts, one line.
fn real_console(args: &ConsoleArgs) -> Result<logjam::bridge::console::RealConsole, String> {
    use std::time::Duration;
    let bootstrap = args.bootstrap.as_deref().unwrap_or_default();
    let conn = logjam::bridge::connect::Connection::new(bootstrap, args.config.as_deref(), &args.set)?;
    let seconds = |s: f64, what: &str| {
        if s.is_finite() && s > 0.0 && s <= 3600.0 {
            Ok(Duration::from_secs_f64(s))
        } else {
            Err(format!("{what} must be seconds between 0 and 3600"))
        }
    };
    let options = logjam::bridge::console::ConsoleOptions {
        timeout: seconds(args.timeout, "--timeout")?,
        join_timeout: seconds(args.join_timeout, "--join-timeout")?,
        read_only: args.read_only,
        allow_groups: args.allow_group.iter().cloned().collect(),
    };
    logjam::bridge::console::RealConsole::new(conn, options)
}

/// `logjam watch`: a look every `--interval` seconds (or one with
/// `--once`), as text or one JSON line each.
fn watch(args: WatchArgs) -> ExitCode {
    use logjam::bridge::watch;
    let conn = match args.cluster.connection() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("logjam watch: {e}");
            return ExitCode::from(1);
        }
    };
    if !(args.timeout.is_finite() && args.timeout > 0.0 && args.interval.is_finite() && args.interval > 0.0) {
        eprintln!("logjam watch: --timeout and --interval must be positive seconds");
        return ExitCode::from(1);
    }
    let timeout = std::time::Duration::from_secs_f64(args.timeout);
    let show = |look: &watch::ClusterLook| -> bool {
        use std::io::Write;
        let shown = if args.json {
            serde_json::to_string(look).expect("a look always serialises")
        } else {
            watch::text(look, args.once)
        };
        // A reader that went away (`| head`) ends the watch quietly.
        let mut out = std::io::stdout().lock();
        writeln!(out, "{shown}").and_then(|()| out.flush()).is_ok()
    };
    if args.once {
        let looked = watch::Watcher::new(&conn).and_then(|mut w| w.look(timeout));
        return match looked {
            Ok(mut look) => {
                watch::History::default().record(&mut look);
                show(&look);
                ExitCode::SUCCESS
            }
            Err(e @ watch::WatchError::Settings(_)) => {
                eprintln!("logjam watch: {e}");
                ExitCode::from(1)
            }
            Err(e) => {
                eprintln!("logjam watch: {e}");
                ExitCode::from(2)
            }
        };
    }
    // Looks come from a feed on a thread of its own, its clients kept from
    // look to look; a cluster lost while watching is tried again, waiting
    // longer each time (up to 30 s).
    let options = logjam::bridge::live::LiveOptions {
        interval: std::time::Duration::from_secs_f64(args.interval),
        timeout,
        max_backoff: std::time::Duration::from_secs(30),
    };
    let feed = match logjam::bridge::live::LiveFeed::start(&conn, options) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("logjam watch: {e}");
            return ExitCode::from(1);
        }
    };
    let mut looked = false;
    loop {
        let Some(event) = feed.next(std::time::Duration::from_secs(3600)) else { continue };
        match event {
            logjam::bridge::live::LiveEvent::Look(live) => {
                looked = true;
                if !show(&live.look) {
                    return ExitCode::SUCCESS;
                }
            }
            // A cluster not reached at the start: one line, and out.
            logjam::bridge::live::LiveEvent::Lost { error, .. } if !looked => {
                eprintln!("logjam watch: {error}");
                return ExitCode::from(2);
            }
            logjam::bridge::live::LiveEvent::Lost { error, retry_in, .. } => {
                eprintln!("logjam watch: {error}; trying again in {:.0} s", retry_in.as_secs_f64());
            }
        }
    }
}

/// `logjam snapshot`: two looks a window apart, the scenario they make,
/// written whole or not at all.
fn snapshot(args: SnapshotArgs) -> ExitCode {
    use logjam::bridge::{snapshot, watch::WatchError};
    let fail = |code: u8, e: &dyn std::fmt::Display| {
        eprintln!("logjam snapshot: {e}");
        ExitCode::from(code)
    };
    let conn = match args.cluster.connection() {
        Ok(c) => c,
        Err(e) => return fail(1, &e),
    };
    if !(args.timeout.is_finite() && args.timeout > 0.0) {
        return fail(1, &"--timeout must be a positive number of seconds");
    }
    if !(args.window.is_finite() && (1.0..=3600.0).contains(&args.window)) {
        return fail(1, &"--window must be 1 to 3600 seconds (the rates are measured over it)");
    }
    // Where the file goes is checked before the cluster is measured.
    let folder = args.output.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
    if args.output.is_dir() || !folder.is_dir() {
        let why = if args.output.is_dir() { "it is a folder" } else { "its folder does not exist" };
        return fail(1, &format!("cannot write {}: {why}", args.output.display()));
    }
    let catalog = match headless::read_catalog(args.catalog.as_deref()) {
        Ok(c) => c,
        Err(e) => return fail(1, &e),
    };
    let options = snapshot::SnapshotOptions {
        window: std::time::Duration::from_secs_f64(args.window),
        timeout: std::time::Duration::from_secs_f64(args.timeout),
        sample: args.sample,
    };
    let started = std::time::Instant::now();
    let first = match logjam::bridge::watch::look(&conn, options.timeout) {
        Ok(l) => l,
        Err(e @ WatchError::Settings(_)) => return fail(1, &e),
        Err(e) => return fail(2, &e),
    };
    if first.topics.is_empty() {
        return fail(1, &format!("the cluster at {} has no topic to make a scenario of", conn.bootstrap));
    }
    eprintln!("logjam snapshot: {} answered; measuring for {} s…", conn.bootstrap, args.window);
    let measured = match snapshot::read(&conn, options, first, started) {
        Ok(m) => m,
        Err(e @ WatchError::Settings(_)) => return fail(1, &e),
        Err(e) => return fail(2, &e),
    };
    let shown = args.output.display().to_string();
    let shaped = match snapshot::shape(&measured, &catalog, &shown) {
        Ok(s) => s,
        Err(e) => return fail(1, &conn.redact(&e)),
    };
    // Written beside, then renamed: a file that was there is replaced
    // whole or left as it was.
    let partial = args.output.with_extension("ron.partial");
    if let Err(e) = std::fs::write(&partial, &shaped.text).and_then(|()| std::fs::rename(&partial, &args.output)) {
        let _ = std::fs::remove_file(&partial);
        return fail(1, &format!("cannot write {shown}: {e}"));
    }
    let s = &shaped.scenario;
    let streams = s.nodes.iter().filter(|n| n.stream.is_some()).count();
    let workers = s.nodes.iter().filter(|n| n.worker.is_some()).count();
    let groups: std::collections::BTreeSet<&str> =
        s.nodes.iter().filter_map(|n| n.worker.as_ref().map(|w| w.group.as_str())).collect();
    println!(
        "wrote {shown}: {streams} topic{} as {}, {workers} Worker{} in {} group{}; {} figure{} estimated \
         and {} thing{} left out (the file's comment says which). Play it: logjam play {shown}",
        if streams == 1 { "" } else { "s" },
        if streams == 1 { "an Event Stream" } else { "Event Streams" },
        if workers == 1 { "" } else { "s" },
        groups.len(),
        if groups.len() == 1 { "" } else { "s" },
        shaped.estimated.len(),
        if shaped.estimated.len() == 1 { "" } else { "s" },
        shaped.left_out.len(),
        if shaped.left_out.len() == 1 { "" } else { "s" },
    );
    ExitCode::SUCCESS
}

/// `logjam play --cluster`'s settings.
struct LiveArgs {
    bootstrap: String,
    config: Option<PathBuf>,
    set: Vec<String>,
    interval: f64,
    timeout: f64,
    read_only: bool,
    allow_group: Vec<String>,
}

/// `logjam play --cluster`: one look (the board's shape), the board's
/// scenario written to a folder of its own under the temporary folder,
/// then the game on it with the live feed and the console on the cluster.
/// Exit codes: 1 bad settings or a shape the game cannot hold, 2 the
/// cluster cannot be reached (one line).
fn play_live(args: LiveArgs, mut options: GameOptions) -> ExitCode {
    use logjam::bridge::{board, live, snapshot, watch};
    let fail = |code: u8, e: &dyn std::fmt::Display| {
        eprintln!("logjam play: {e}");
        ExitCode::from(code)
    };
    let conn = match logjam::bridge::connect::Connection::new(&args.bootstrap, args.config.as_deref(), &args.set) {
        Ok(c) => c,
        Err(e) => return fail(1, &e),
    };
    let seconds = |s: f64| (s.is_finite() && s > 0.0).then(|| std::time::Duration::from_secs_f64(s));
    let (Some(interval), Some(timeout)) = (seconds(args.interval), seconds(args.timeout)) else {
        return fail(1, &"--interval and --timeout must be positive seconds");
    };
    let catalog = match headless::read_catalog(None) {
        Ok(c) => c,
        Err(e) => return fail(1, &e),
    };
    let first = match watch::Watcher::new(&conn).and_then(|mut w| w.look(timeout)) {
        Ok(l) => l,
        Err(e @ watch::WatchError::Settings(_)) => return fail(1, &e),
        Err(e) => return fail(2, &e),
    };
    let folder = std::env::temp_dir().join(format!("logjam-live-{}", std::process::id()));
    let file = folder.join("live.scenario.ron");
    let shaped = match snapshot::shape_live(&first, &catalog, &file.display().to_string()) {
        Ok(s) => s,
        Err(e) => return fail(1, &conn.redact(&e)),
    };
    if let Err(e) = std::fs::create_dir_all(&folder).and_then(|()| std::fs::write(&file, &shaped.text)) {
        return fail(1, &format!("cannot write the board's scenario to {}: {e}", file.display()));
    }
    let settings = board::LiveBoardOptions {
        conn,
        live: live::LiveOptions { interval, timeout, max_backoff: std::time::Duration::from_secs(30) },
        console: logjam::bridge::console::ConsoleOptions {
            timeout,
            join_timeout: std::time::Duration::from_secs(60),
            read_only: args.read_only,
            allow_groups: args.allow_group.iter().cloned().collect(),
        },
    };
    let cluster = match board::LiveCluster::start(settings, first, &shaped) {
        Ok(c) => c,
        Err(e) => return fail(1, &e),
    };
    eprintln!("logjam play: the live board of {} (read-only; the console writes what you type)", args.bootstrap);
    options.scenario = Some(file);
    options.start = true;
    let mut app = logjam::app::build(options);
    app.insert_resource(cluster);
    let exit = app.run();
    let _ = std::fs::remove_dir_all(&folder);
    match exit {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
