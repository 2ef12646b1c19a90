//! Move sounds made in the browser with the Web Audio API: short tones shaped by an
//! envelope, nothing downloaded. Silent unless the player turned sounds on.

use std::cell::{Cell, RefCell};
use web_sys::{AudioContext, OscillatorType};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    Move,
    Capture,
    Check,
    End,
}

thread_local! {
    /// One context for the page, made on the first sound (after the player's click).
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
    /// Whether sounds are on: the player's preference (prefs.rs keeps it).
    static ON: Cell<bool> = const { Cell::new(false) };
}

pub fn is_on() -> bool {
    ON.with(|on| on.get())
}

pub fn set_on(on: bool) {
    ON.with(|cell| cell.set(on));
}

/// A tone: frequency (Hz), start offset and length (s), loudness, wave.
type Tone = (f32, f64, f64, f32, OscillatorType);

fn tones(sound: Sound) -> Vec<Tone> {
    use OscillatorType::{Sine, Triangle};
    match sound {
        Sound::Move => vec![(420.0, 0.0, 0.07, 0.25, Triangle)],
        Sound::Capture => vec![(300.0, 0.0, 0.06, 0.3, Triangle), (200.0, 0.05, 0.1, 0.3, Triangle)],
        Sound::Check => vec![(660.0, 0.0, 0.09, 0.2, Sine), (880.0, 0.08, 0.12, 0.2, Sine)],
        Sound::End => {
            vec![(523.0, 0.0, 0.18, 0.2, Sine), (659.0, 0.12, 0.18, 0.2, Sine), (784.0, 0.24, 0.3, 0.2, Sine)]
        }
    }
}

/// Plays `sound` if sounds are on; any failure of the audio system is ignored.
pub fn play(sound: Sound) {
    if !is_on() {
        return;
    }
    CONTEXT.with(|cell| {
        let mut cell = cell.borrow_mut();
        if cell.is_none() {
            *cell = AudioContext::new().ok();
        }
        if let Some(context) = cell.as_ref() {
            for tone in tones(sound) {
                let _ = play_tone(context, tone);
            }
        }
    });
}

fn play_tone(
    context: &AudioContext,
    (frequency, offset, length, volume, wave): Tone,
) -> Result<(), wasm_bindgen::JsValue> {
    let start = context.current_time() + offset;
    let oscillator = context.create_oscillator()?;
    oscillator.set_type(wave);
    oscillator.frequency().set_value(frequency);
    let gain = context.create_gain()?;
    // A quick rise and an exponential fall: a tap, not a beep.
    gain.gain().set_value_at_time(0.0001, start)?;
    gain.gain().exponential_ramp_to_value_at_time(volume, start + 0.005)?;
    gain.gain().exponential_ramp_to_value_at_time(0.0001, start + length)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(start)?;
    oscillator.stop_with_when(start + length + 0.02)?;
    Ok(())
}

/// The sound of move `ply`: what it did that matters most.
pub fn of_move(s: &dyn crate::games::Session, ply: usize) -> Sound {
    use crate::describe::Weight;
    match s.effects(ply).iter().map(|e| e.kind.weight()).max() {
        Some(Weight::End) => Sound::End,
        Some(Weight::Check) => Sound::Check,
        Some(Weight::Loss) => Sound::Capture,
        _ => Sound::Move,
    }
}
