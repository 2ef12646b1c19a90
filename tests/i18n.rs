//! The site's messages (www/i18n/LANG.ftl) are complete in every language, by Project
//! Fluent's own parser and formatter: each language has every message of English with the
//! same attributes and variables; every message is used and every message used exists;
//! each plural choice has the forms CLDR gives its language (Czech: one, few, many,
//! other); and every message formats without error for numbers of each form.
#![cfg(not(target_arch = "wasm32"))]

#[path = "support/error_cases.rs"]
mod cases;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use pyramid_games::game::Error;
use pyramid_games::message::{Arg, Phrase};
use pyramid_games::{message, reason};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use unic_langid::LanguageIdentifier;

const LANGUAGES: [&str; 5] = ["en", "cs", "de", "fr", "sv"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn source(lang: &str) -> String {
    let path = root().join("www/i18n").join(format!("{lang}.ftl"));
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// What a message is made of: its attributes, its variables, and the keys of each
/// choice on a variable (in order of appearance).
#[derive(Debug, Default, PartialEq)]
struct Shape {
    value: bool,
    attributes: BTreeSet<String>,
    variables: BTreeSet<String>,
    plural_keys: Vec<BTreeSet<String>>,
    /// Each choice's default key, in the same order.
    defaults: Vec<String>,
}

fn walk_pattern(pattern: &Pattern<String>, shape: &mut Shape) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            walk_expression(expression, shape);
        }
    }
}

fn walk_inline(expression: &InlineExpression<String>, shape: &mut Shape) {
    match expression {
        InlineExpression::VariableReference { id } => {
            shape.variables.insert(id.name.clone());
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, shape),
        _ => {}
    }
}

fn walk_expression(expression: &Expression<String>, shape: &mut Shape) {
    match expression {
        Expression::Inline(inline) => walk_inline(inline, shape),
        Expression::Select { selector, variants } => {
            walk_inline(selector, shape);
            let keys = variants
                .iter()
                .map(|v| match &v.key {
                    VariantKey::Identifier { name } => name.clone(),
                    VariantKey::NumberLiteral { value } => value.clone(),
                })
                .collect();
            let default = variants.iter().find(|v| v.default).map(|v| match &v.key {
                VariantKey::Identifier { name } => name.clone(),
                VariantKey::NumberLiteral { value } => value.clone(),
            });
            shape.plural_keys.push(keys);
            shape.defaults.push(default.unwrap_or_default());
            for variant in variants {
                walk_pattern(&variant.value, shape);
            }
        }
    }
}

/// Every message of a language's file, by id, parsed by Fluent's own parser.
fn messages(lang: &str) -> BTreeMap<String, Shape> {
    let text = source(lang);
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(_, errors)| panic!("{lang}.ftl: {errors:?}"));
    let mut found = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let mut shape = Shape { value: message.value.is_some(), ..Shape::default() };
                if let Some(value) = &message.value {
                    walk_pattern(value, &mut shape);
                }
                for attribute in &message.attributes {
                    shape.attributes.insert(attribute.id.name.clone());
                    walk_pattern(&attribute.value, &mut shape);
                }
                assert!(
                    found.insert(message.id.name.clone(), shape).is_none(),
                    "{lang}.ftl: {} twice",
                    message.id.name
                );
            }
            Entry::Junk { content } => panic!("{lang}.ftl: cannot read {content:?}"),
            _ => {}
        }
    }
    found
}

/// CLDR's cardinal plural categories of a language, as Fluent's plural rules give them.
fn categories(lang: &str) -> BTreeSet<String> {
    let id: LanguageIdentifier = lang.parse().unwrap();
    let rules = PluralRules::create(id, PluralRuleType::CARDINAL).unwrap();
    let mut found = BTreeSet::new();
    let samples = (0..=200).map(|n| n.to_string()).chain(["0.5", "1.5", "2.5", "10.1"].map(String::from));
    for sample in samples {
        let category = rules.select(sample.as_str()).unwrap();
        found.insert(
            match category {
                PluralCategory::ZERO => "zero",
                PluralCategory::ONE => "one",
                PluralCategory::TWO => "two",
                PluralCategory::FEW => "few",
                PluralCategory::MANY => "many",
                PluralCategory::OTHER => "other",
            }
            .to_string(),
        );
    }
    found
}

#[test]
fn every_language_has_every_message_with_the_same_attributes_and_variables() {
    let english = messages("en");
    assert!(english.len() > 20, "the English messages");
    for lang in LANGUAGES {
        let theirs = messages(lang);
        let missing: Vec<_> = english.keys().filter(|id| !theirs.contains_key(*id)).collect();
        let extra: Vec<_> = theirs.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{lang}.ftl lacks {missing:?}");
        assert!(extra.is_empty(), "{lang}.ftl has messages English lacks: {extra:?}");
        for (id, shape) in &english {
            let their = &theirs[id];
            assert_eq!(their.value, shape.value, "{lang}.ftl, {id}: a value where English has one");
            assert_eq!(their.attributes, shape.attributes, "{lang}.ftl, {id}: attributes");
            assert_eq!(their.variables, shape.variables, "{lang}.ftl, {id}: variables");
        }
    }
}

#[test]
fn each_plural_choice_has_its_languages_forms() {
    assert_eq!(categories("cs"), ["few", "many", "one", "other"].map(String::from).into());
    for lang in LANGUAGES {
        let wanted = categories(lang);
        for (id, shape) in messages(lang) {
            for (keys, default) in shape.plural_keys.iter().zip(&shape.defaults) {
                // A choice on a number: its keys are exactly the language's categories,
                // [other] the default. (A choice on a word, such as a side, is not one.)
                // Exact numbers ([0]) may come beside the categories.
                let keys: BTreeSet<String> = keys.iter().filter(|k| k.parse::<f64>().is_err()).cloned().collect();
                if keys.iter().any(|k| wanted.contains(k) && k != "other") || keys.len() == 1 {
                    assert_eq!(keys, wanted, "{lang}.ftl, {id}: the plural forms");
                    assert_eq!(default, "other", "{lang}.ftl, {id}: the default variant is [other]");
                }
            }
        }
    }
}

#[test]
fn every_message_formats_for_numbers_of_every_form() {
    for lang in LANGUAGES {
        let resource = FluentResource::try_new(source(lang)).unwrap_or_else(|(_, e)| panic!("{lang}: {e:?}"));
        let mut bundle = FluentBundle::new(vec![lang.parse::<LanguageIdentifier>().unwrap()]);
        bundle.set_use_isolating(false);
        bundle.add_resource(resource).unwrap();
        let mut forms = BTreeMap::new();
        for (id, shape) in messages(lang) {
            let message = bundle.get_message(&id).unwrap();
            for n in [0.0, 1.0, 2.0, 3.0, 5.0, 21.0, 1.5] {
                let mut args = FluentArgs::new();
                for variable in &shape.variables {
                    args.set(variable.as_str(), n);
                }
                let mut errors = vec![];
                let patterns = message.value().into_iter().chain(message.attributes().map(|a| a.value()));
                for pattern in patterns {
                    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                    assert!(!text.trim().is_empty(), "{lang}, {id}: empty");
                    forms.entry(id.clone()).or_insert_with(BTreeSet::new).insert(text.into_owned());
                }
                assert!(errors.is_empty(), "{lang}, {id} with {n}: {errors:?}");
            }
        }
        // Czech says "1 koule", "3 koule", "5 koulí": three forms of a count.
        if lang == "cs" {
            assert!(forms["reserve-count"].len() >= 3, "cs: {:?}", forms["reserve-count"]);
        }
    }
}

/// Every file of the given extensions under `dir`, recursively.
fn files(dir: &Path, extensions: &[&str], out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, extensions, out);
        } else if path.extension().is_some_and(|e| extensions.iter().any(|x| e == *x)) {
            out.push(path);
        }
    }
}

/// The code that shows messages: the web layer, the page and the site's scripts, and the
/// engine's phrases, errors and reasons (the table and the code that gives each).
fn code() -> String {
    let mut paths = vec![root().join("index.html")];
    let engine = ["src/phrase.rs", "src/describe.rs", "src/game.rs", "src/reason.rs", "src/notation.rs", "src/save.rs"];
    let more =
        ["src/link.rs", "src/ai/mod.rs", "src/warn.rs", "src/transcript.rs", "src/opening.rs", "src/embed_attrs.rs"];
    for file in engine.into_iter().chain(more) {
        paths.push(root().join(file));
    }
    files(&root().join("src/games"), &["rs"], &mut paths);
    files(&root().join("src/web"), &["rs"], &mut paths);
    // The screens' models say things too (the online client's words).
    files(&root().join("src/screen"), &["rs"], &mut paths);
    files(&root().join("www"), &["js"], &mut paths);
    paths.iter().map(|p| fs::read_to_string(p).unwrap()).collect::<Vec<_>>().join("\n")
}

/// Ids the code names: l10n("id"), l10n_count("id", …), l10n_text("id", …),
/// i18n::title("id"), data-l10n-id="id"; and any string literal that is a message's id
/// (a list of choices names its messages so).
fn used_ids(code: &str, known: &BTreeMap<String, Shape>) -> BTreeSet<String> {
    let quoted = |id: &&String| code.contains(&format!("\"{id}\"")) || code.contains(&format!("'{id}'"));
    let mut found: BTreeSet<String> = known.keys().filter(quoted).cloned().collect();
    for opener in ["l10n(\"", "l10n_count(\"", "l10n_text(\"", "i18n::title(\"", "data-l10n-id=\""] {
        for (at, _) in code.match_indices(opener) {
            let rest = &code[at + opener.len()..];
            if let Some(end) = rest.find('"') {
                found.insert(rest[..end].to_string());
            }
        }
    }
    found
}

#[test]
fn every_message_is_used_and_every_message_used_exists() {
    let code = code();
    let english = messages("en");
    let used = used_ids(&code, &english);
    let missing: Vec<_> = used.iter().filter(|id| !english.contains_key(*id)).collect();
    assert!(missing.is_empty(), "the code shows messages en.ftl lacks: {missing:?}");
    // Each game's words are named after it (game-NAME-title…): the registry's names.
    let by_game: BTreeSet<String> = pyramid_games::games::GAME_NAMES
        .iter()
        .flat_map(|name| ["title", "credit", "summary", "keys"].map(|field| format!("game-{name}-{field}")))
        .collect();
    // Each option's words are named after its key (option-KEY…).
    let by_option = option_ids();
    let named = |id: &String| used.contains(id) || by_game.contains(id) || by_option.contains(id);
    let unused: Vec<_> = english.keys().filter(|id| !named(id)).collect();
    assert!(unused.is_empty(), "messages no code shows: {unused:?}");
    assert!(code.contains("[\"game-\", name, \"-\", field].concat()"), "the picker names each game's messages");
}

/// A message without arguments (a game's title), as a phrase.
fn plain(id: &str) -> Phrase {
    Phrase::new(self::id(id.to_string()))
}

/// A phrase of the engine said by the English messages.
fn say(bundle: &FluentBundle<FluentResource>, phrase: &Phrase) -> String {
    let message = bundle.get_message(phrase.id).unwrap_or_else(|| panic!("en.ftl lacks {}", phrase.id));
    let mut args = FluentArgs::new();
    for (name, arg) in &phrase.args {
        match arg {
            Arg::Key(k) | Arg::Piece(k) => args.set(*name, *k),
            Arg::Text(t) => args.set(*name, t.clone()),
            Arg::Count(n) | Arg::Date(n) => args.set(*name, *n),
            Arg::List(items) => args.set(*name, pyramid_games::reason::english_list(items)),
            Arg::Message(id) => args.set(*name, say(bundle, &plain(id))),
            Arg::Phrase(said) => args.set(*name, say(bundle, said)),
        }
    }
    let mut errors = vec![];
    let text = bundle.format_pattern(message.value().expect("a value"), Some(&args), &mut errors).into_owned();
    assert!(errors.is_empty(), "{}: {errors:?}", phrase.id);
    text
}

fn english_bundle() -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec!["en".parse::<LanguageIdentifier>().unwrap()]);
    bundle.set_use_isolating(false);
    bundle.add_resource(FluentResource::try_new(source("en")).unwrap()).unwrap();
    bundle
}

/// Plays a random game of `name` (from `seed`, at most `plies` moves) and shows `each`
/// every position it passes, the start and the last included.
fn random_game(name: &str, seed: u64, plies: usize, mut each: impl FnMut(&dyn pyramid_games::Session)) {
    let mut rng = seed * 7919;
    let mut s = pyramid_games::open(name, &pyramid_games::Options::new(), None).unwrap();
    for _ in 0..plies {
        each(s.as_ref());
        let moves = s.legal_moves();
        if moves.is_empty() || s.end().is_some() {
            return;
        }
        rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        s.play(&moves[(rng >> 33) as usize % moves.len()]).unwrap();
    }
    each(s.as_ref());
}

/// The screen's English is the engine's: over random games of every game, every move's
/// phrases, the turn and the end say in en.ftl exactly what the engine's English says
/// (the command line's and the records' words).
#[test]
fn the_english_messages_say_what_the_engines_english_says() {
    use pyramid_games::game::{End, EndReason, Outcome, Side};
    let bundle = english_bundle();
    let mut ids = BTreeSet::new();
    for name in pyramid_games::games::GAME_NAMES {
        for seed in 1..=6u64 {
            random_game(name, seed, 160, |s| {
                let said = s.turn_phrase();
                assert_eq!(say(&bundle, &said), pyramid_games::games::turn_text(s), "{name}");
                ids.insert(said.id);
                let Some(ply) = s.history().len().checked_sub(1) else { return };
                let phrases = s.phrases(ply);
                let joined: Vec<String> = phrases.iter().map(|p| say(&bundle, p)).collect();
                assert_eq!(joined.join(". ") + ".", pyramid_games::games::sentence(s, ply), "{name}, ply {ply}");
                ids.extend(phrases.iter().map(|p| p.id));
            });
        }
    }
    for outcome in [Outcome::Win(Side::White), Outcome::Win(Side::Black), Outcome::Draw] {
        for reason in EndReason::ALL {
            let end = End::new(outcome, reason);
            assert_eq!(say(&bundle, &end.phrase()), end.message());
        }
    }
    // Random play reaches the common phrases of every game.
    for id in ["turn", "move-step", "move-piece-step", "move-place", "effect-removed", "effect-check"] {
        assert!(ids.contains(id), "no random game said {id}: {ids:?}");
    }
}

/// The arguments a template of src/reason.rs names: `{name}`.
fn placeholders(template: &'static str) -> Vec<&'static str> {
    template.split('{').skip(1).map(|p| p.split('}').next().unwrap()).collect()
}

/// A reason's template with sample arguments, each of its kind: sides are keys, numbers
/// counts, a piece its key, a choice of values a nested `reason-or`; the rest our
/// own text. One phrase per sample value.
fn samples(id: &'static str, template: &'static str) -> Vec<Phrase> {
    let names = placeholders(template);
    (0..3)
        .map(|i| {
            names.iter().fold(Phrase::new(id), |p, &name| match name {
                "side" | "owner" | "checked" => p.key(name, ["white", "black"][i % 2]),
                "count" | "rank" | "level" | "ranks" | "index" | "from-level" | "to-level" => {
                    p.count(name, [1, 3, 15][i])
                }
                "piece" => p.piece(name, ["king", "pawn", "stone"][i]),
                "reason" => p.phrase(name, Phrase::new("reason-pyraos-taken").text("cell", "2b2")),
                "values" | "known" | "second" if i == 2 => message::or_list(p, name, &["on", "off", "maybe"]),
                _ => p.text(name, ["b2", "on", "ag33"][i]),
            })
        })
        .collect()
}

/// Every error and every reason of src/reason.rs is a message of en.ftl with the same
/// variables, and says with sample arguments exactly the engine's English; so does every
/// error of tests/support/error_cases.rs, each as the engine said it before its reasons
/// became messages.
#[test]
fn the_english_messages_say_the_engines_reasons() {
    let bundle = english_bundle();
    let english = messages("en");
    for (id, template) in reason::ERRORS.iter().chain(reason::REASONS) {
        let shape = english.get(*id).unwrap_or_else(|| panic!("en.ftl lacks {id}"));
        let named: BTreeSet<String> = placeholders(template).into_iter().map(String::from).collect();
        assert_eq!(shape.variables, named, "en.ftl, {id}: the variables of \"{template}\"");
        for phrase in samples(id, template) {
            assert_eq!(say(&bundle, &phrase), phrase.english(), "{phrase:?}");
        }
    }
    let reason =
        || Phrase::new("reason-allmer-not-yours").key("owner", "black").key("side", "white").text("cell", "a7");
    for error in [
        Error::position("Kb1", reason()),
        Error::bad_move("z1", reason()),
        Error::illegal("a7-a6", reason()),
        Error::option("chain=maybe", message::or_list(Phrase::new("reason-option-value"), "values", &["on", "off"])),
        Error::UnknownGame { token: "chess".into(), known: pyramid_games::GAME_NAMES },
        Error::GameOver,
    ] {
        assert_eq!(say(&bundle, &error.phrase()), error.to_string());
    }
    for (source, said) in cases::PROBLEMS {
        assert_eq!(say(&bundle, &source.problem().0), *said);
    }
    for (input, said) in cases::CASES {
        assert_eq!(say(&bundle, &input.error().phrase()), *said);
    }
}

/// A message id made at run time, as the engine's `&'static str` ids are.
fn id(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}

/// Each game's options and position fields are said in en.ftl as the engine says them
/// (`option-KEY` its label, `option-KEY-help` its help), and every value a list offers
/// has its message.
#[test]
fn options_and_fields_are_said_as_the_engine_says_them() {
    let bundle = english_bundle();
    for name in pyramid_games::games::GAME_NAMES {
        let game = pyramid_games::open(name, &pyramid_games::Options::new(), None).unwrap();
        let words = pyramid_games::games::words(name).unwrap().options;
        let options = game.option_specs().iter().map(|s| (s.key, s.values));
        let fields = game.position_fields().iter().map(|f| (f.key, f.values));
        for (key, values) in options.chain(fields) {
            let said = words.iter().find(|w| w.key == key).unwrap_or_else(|| panic!("{name}: no words for {key}"));
            let (label, help) = (said.label, said.help);
            assert_eq!(say(&bundle, &Phrase::new(id(format!("option-{key}")))), label, "{name}");
            assert_eq!(say(&bundle, &Phrase::new(id(format!("option-{key}-help")))), help, "{name}");
            for value in values.iter().filter(|v| !v.bytes().all(|b| b.is_ascii_digit())) {
                let message = match *value {
                    "on" | "off" => format!("option-{value}"),
                    _ => format!("option-{key}-{value}"),
                };
                assert_eq!(say(&bundle, &Phrase::new(id(message))), *value, "{name}");
            }
        }
        assert_eq!(
            words.len(),
            game.option_specs().len() + game.position_fields().len(),
            "{name}: words for no option"
        );
    }
}

/// The ids the code makes from each game's options: its label, help and values.
fn option_ids() -> BTreeSet<String> {
    let mut ids: BTreeSet<String> = ["option-on", "option-off"].map(String::from).into();
    for name in pyramid_games::games::GAME_NAMES {
        let game = pyramid_games::open(name, &pyramid_games::Options::new(), None).unwrap();
        let options = game.option_specs().iter().map(|s| (s.key, s.values));
        let fields = game.position_fields().iter().map(|f| (f.key, f.values));
        for (key, values) in options.chain(fields) {
            ids.extend([format!("option-{key}"), format!("option-{key}-help")]);
            ids.extend(values.iter().map(|v| format!("option-{key}-{v}")));
        }
    }
    ids
}

/// The warnings before a move and the opponent's threats say in en.ftl what the engine's
/// English says, over random games of every game.
#[test]
fn warnings_and_threats_are_said_as_the_engines_english_says() {
    use pyramid_games::warn;
    let bundle = english_bundle();
    let mut ids = BTreeSet::new();
    for name in pyramid_games::games::GAME_NAMES {
        for seed in 1..=3u64 {
            random_game(name, seed, 80, |s| {
                let moves = s.legal_moves();
                let texts: Vec<&str> = moves.iter().map(String::as_str).collect();
                let said = warn::warnings(s, &texts).into_iter().map(|w| w.words);
                for phrase in said.chain(warn::threats(s).into_iter().map(|t| t.words)) {
                    assert_eq!(say(&bundle, &phrase), phrase.english(), "{name}");
                    ids.insert(phrase.id);
                }
            });
        }
    }
    for id in ["threat", "warn-own-lost"] {
        assert!(ids.contains(id), "no random game said {id}: {ids:?}");
    }
}

/// The pieces' keys, as the engine gives them (src/phrase.rs's table).
fn piece_keys() -> Vec<&'static str> {
    pyramid_games::message::PIECES.iter().map(|(_, key)| *key).collect()
}

/// A language's bundle.
fn bundle(lang: &str) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec![lang.parse::<LanguageIdentifier>().unwrap()]);
    bundle.set_use_isolating(false);
    bundle.add_resource(FluentResource::try_new(source(lang)).unwrap()).unwrap();
    bundle
}

/// Message `id` of `bundle` with `args` (name, value: a number where it reads as one),
/// without errors.
fn format(bundle: &FluentBundle<FluentResource>, id: &str, args: &[(&str, &str)]) -> String {
    let message = bundle.get_message(id).unwrap_or_else(|| panic!("no {id}"));
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value.parse::<f64>() {
            Ok(number) => fluent_args.set(*name, number),
            Err(_) => fluent_args.set(*name, *value),
        }
    }
    let mut errors = vec![];
    let text = bundle.format_pattern(message.value().expect("a value"), Some(&fluent_args), &mut errors).into_owned();
    assert!(errors.is_empty(), "{id} with {args:?}: {errors:?}");
    text
}

/// Each piece term's `.gender` in a language's file (`king` → `masculine`).
fn genders(lang: &str) -> BTreeMap<String, String> {
    let resource = fluent_syntax::parser::parse(source(lang)).unwrap_or_else(|(_, e)| panic!("{lang}: {e:?}"));
    let mut found = BTreeMap::new();
    for entry in resource.body {
        let Entry::Term(term) = entry else { continue };
        let Some(key) = term.id.name.strip_prefix("piece-") else { continue };
        for attribute in term.attributes.iter().filter(|a| a.id.name == "gender") {
            if let [PatternElement::TextElement { value }] = attribute.value.elements.as_slice() {
                found.insert(key.to_string(), value.clone());
            }
        }
    }
    found
}

/// A message given a piece says each piece in words of its own: no key falls through to
/// the default (the generic piece) for want of its variant, in any language, for either
/// side and any count.
#[test]
fn every_piece_is_said_in_words_of_its_own() {
    for lang in LANGUAGES {
        let bundle = bundle(lang);
        for (id, shape) in messages(lang).into_iter().filter(|(_, s)| s.variables.contains("piece")) {
            for (side, count) in [("white", "1"), ("black", "1"), ("white", "3")] {
                let say = |piece: &str| {
                    let mut args = vec![("piece", piece), ("side", side), ("count", count)];
                    args.extend(
                        shape
                            .variables
                            .iter()
                            .filter(|v| !["piece", "side", "count"].contains(&v.as_str()))
                            .map(|v| (v.as_str(), "e4")),
                    );
                    format(&bundle, &id, &args)
                };
                let generic = say("piece");
                for key in piece_keys().into_iter().filter(|k| *k != "piece") {
                    assert_ne!(say(key), generic, "{lang}, {id}: {key} ({side}, {count}) is said as the generic piece");
                }
            }
        }
    }
}

/// A message whose words around a piece agree with the piece's gender: said with `args`
/// and each piece, it begins and ends as `wanted` says for that piece's gender.
struct Agreement {
    lang: &'static str,
    id: &'static str,
    args: &'static [(&'static str, &'static str)],
    /// The beginning and the end, by the gender its term gives.
    wanted: fn(&str) -> (&'static str, &'static str),
}

/// Where a language's words agree with a piece's gender, they agree with the gender its
/// term gives: German's removal begins with the article (der weiße König, die weiße Dame),
/// its placing takes the accusative (einen, eine); French's removal says du / de la and
/// the adjective's ending; Czech's adjective and Swedish's article agree.
#[test]
fn the_words_around_a_piece_agree_with_its_gender() {
    let cases = [
        Agreement {
            lang: "de",
            id: "effect-removed",
            args: &[("side", "white"), ("cell", "e4"), ("why", "captured")],
            wanted: |g| match g {
                "masculine" => ("Der weiße ", " auf e4 wird geschlagen"),
                "feminine" => ("Die weiße ", " auf e4 wird geschlagen"),
                _ => ("Das weiße ", " auf e4 wird geschlagen"),
            },
        },
        Agreement {
            lang: "de",
            id: "move-place",
            args: &[("side", "black"), ("cell", "e4")],
            wanted: |g| match g {
                "masculine" => ("Schwarz setzt einen ", " auf e4"),
                "feminine" => ("Schwarz setzt eine ", " auf e4"),
                _ => ("Schwarz setzt ein ", " auf e4"),
            },
        },
        Agreement {
            lang: "fr",
            id: "effect-removed",
            args: &[("side", "black"), ("cell", "e4"), ("why", "captured")],
            wanted: |g| if g == "feminine" { ("Prise de la ", " noire en e4") } else { ("Prise du ", " noir en e4") },
        },
        Agreement {
            lang: "cs",
            id: "cell-piece",
            args: &[("side", "white")],
            wanted: |g| if g == "feminine" { ("bílá ", "") } else { ("bílý ", "") },
        },
        Agreement {
            lang: "sv",
            id: "move-place",
            args: &[("side", "white"), ("cell", "1a1")],
            wanted: |g| {
                if g == "neuter" {
                    ("Vit placerar ett ", " på 1a1")
                } else {
                    ("Vit placerar en ", " på 1a1")
                }
            },
        },
    ];
    for Agreement { lang, id, args, wanted } in cases {
        let bundle = bundle(lang);
        let genders = genders(lang);
        for key in piece_keys() {
            let gender = genders.get(key).unwrap_or_else(|| panic!("{lang}: -piece-{key} has no .gender"));
            let mut with_piece = vec![("piece", key)];
            with_piece.extend_from_slice(args);
            let text = format(&bundle, id, &with_piece);
            let (start, end) = wanted(gender);
            assert!(text.starts_with(start) && text.ends_with(end), "{lang}, {id}, {key} ({gender}): {text}");
        }
    }
}

/// The English messages of each game's words say what the engine's own words say.
#[test]
fn each_games_english_words_are_the_engines() {
    let english = source("en");
    for name in pyramid_games::games::GAME_NAMES {
        let words = pyramid_games::games::words(name).expect("a registered game");
        for (field, text) in [("credit", words.credit), ("summary", words.summary), ("keys", words.keys)] {
            let line = format!("game-{name}-{field} = {text}");
            assert!(english.lines().any(|l| l == line), "en.ftl lacks the line: {line}");
        }
    }
}
