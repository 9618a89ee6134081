/*
 * CNcurses: the ncurses wide-character API for Swift.
 *
 * Swift imports functions and plain constants from <curses.h> by itself. This header adds what it cannot
 * import: macros with arguments or casts (attributes, KEY_F(n), mouse masks), the shared mutable globals
 * (LINES, COLS, COLORS, COLOR_PAIRS, stdscr) that Swift 6 rejects, and the extended colour-pair form of
 * setcchar/getcchar. Only the `Terminal` target (and its tests) imports this module.
 *
 * Editing this header alone does not trigger a rebuild: touch a Swift file in Sources/TesseraTerminal.
 */
#ifndef TESSERA_CNCURSES_SHIM_H
#define TESSERA_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <wchar.h>
/* Debian and Homebrew keep the wide-character headers in ncursesw/; elsewhere (untested) curses.h has them. */
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif

/* MARK: Attributes */

static const attr_t TESSERA_A_NORMAL = A_NORMAL;
static const attr_t TESSERA_A_BOLD = A_BOLD;
static const attr_t TESSERA_A_DIM = A_DIM;
static const attr_t TESSERA_A_REVERSE = A_REVERSE;
static const attr_t TESSERA_A_UNDERLINE = A_UNDERLINE;

/* MARK: Keys */

/** The key code of function key `n` (F1 is 1). */
static inline int tessera_key_f(int n) { return KEY_F(n); }

/* MARK: Mouse */

static const mmask_t TESSERA_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t TESSERA_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t TESSERA_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t TESSERA_BUTTON1_DOUBLE_CLICKED = BUTTON1_DOUBLE_CLICKED;
static const mmask_t TESSERA_BUTTON1_TRIPLE_CLICKED = BUTTON1_TRIPLE_CLICKED;
static const mmask_t TESSERA_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t TESSERA_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t TESSERA_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static const mmask_t TESSERA_BUTTON_CTRL = BUTTON_CTRL;
static const mmask_t TESSERA_BUTTON_SHIFT = BUTTON_SHIFT;
static const mmask_t TESSERA_BUTTON_ALT = BUTTON_ALT;
static const mmask_t TESSERA_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
/** Every press and release of buttons 1 to 5: every report a terminal sends without motion tracking. */
static const mmask_t TESSERA_BUTTON_PRESSES_AND_RELEASES =
    BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON2_PRESSED | BUTTON2_RELEASED | BUTTON3_PRESSED
    | BUTTON3_RELEASED | BUTTON4_PRESSED | BUTTON4_RELEASED | BUTTON5_PRESSED | BUTTON5_RELEASED;
/** What the session asks for: every press and release, motion with a button held (a drag, when the
 * terminal reports it), and the modifier keys held (Ctrl+wheel). */
static const mmask_t TESSERA_SESSION_MOUSE_MASK = TESSERA_BUTTON_PRESSES_AND_RELEASES | REPORT_MOUSE_POSITION
    | BUTTON_CTRL | BUTTON_SHIFT | BUTTON_ALT;

/* MARK: Globals Swift 6 cannot read directly */

static inline WINDOW *tessera_stdscr(void) { return stdscr; }
static inline WINDOW *tessera_curscr(void) { return curscr; }
static inline int tessera_lines(void) { return LINES; }
static inline int tessera_cols(void) { return COLS; }
static inline int tessera_colors(void) { return COLORS; }
static inline int tessera_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *tessera_stdin(void) { return stdin; }
static inline FILE *tessera_stdout(void) { return stdout; }
static inline FILE *tessera_stderr(void) { return stderr; }

/** The number of columns and rows of a window (the `getmaxyx` macro). */
static inline int tessera_getmaxx(WINDOW *win) { return getmaxx(win); }
static inline int tessera_getmaxy(WINDOW *win) { return getmaxy(win); }

/* MARK: Terminal database */

/**
 * Looks up terminfo entry `name` without opening a screen: whether it exists, and its `RGB` (direct
 * colour) and `Tc` (tmux's true-colour extension) flags. The current terminal, if any, is kept.
 */
static inline int tessera_terminfo_colors(const char *name, int *rgb, int *tc) {
    TERMINAL *saved = cur_term;
    int error = 0;
    *rgb = 0;
    *tc = 0;
    if (setupterm(name, 2, &error) != OK) {
        set_curterm(saved);
        return 0;
    }
    char *rgb_string = tigetstr("RGB");
    *rgb = tigetflag("RGB") > 0 || tigetnum("RGB") > 0 || (rgb_string != NULL && rgb_string != (char *)-1);
    *tc = tigetflag("Tc") > 0;
    TERMINAL *looked_up = set_curterm(saved);
    del_curterm(looked_up);
    return 1;
}

/* MARK: Locale */

/** The character set of the current locale, such as "UTF-8" or "ANSI_X3.4-1968" (`nl_langinfo(CODESET)`). */
static inline const char *tessera_locale_codeset(void) { return nl_langinfo(CODESET); }

/* MARK: Wide characters */

/** The display width of a wide character in the current locale (`wcwidth`, which Swift's Glibc hides). */
static inline int tessera_wcwidth(wchar_t c) {
    extern int wcwidth(wchar_t);
    return wcwidth(c);
}

/** The most wide characters one cell holds: a spacing character and up to four combining ones. */
static const int TESSERA_CCHARW_MAX = CCHARW_MAX;

/**
 * Fills a cell from a NUL-terminated wide string, attributes and an extended colour pair. Pairs above the
 * `short` range go through setcchar's `opts` pointer, as ncurses 6 documents.
 */
static inline int tessera_setcchar(cchar_t *cell, const wchar_t *text, attr_t attributes, int pair) {
    return setcchar(cell, text, attributes & ~A_COLOR, 0, &pair);
}

/**
 * Reads a cell back: its text (into `text`, room for TESSERA_CCHARW_MAX + 1 wide characters), attributes
 * (without colour bits) and extended colour pair.
 */
static inline int tessera_getcchar(const cchar_t *cell, wchar_t *text, attr_t *attributes, int *pair) {
    short shortPair = 0;
    int result = getcchar(cell, text, attributes, &shortPair, pair);
    *attributes &= ~A_COLOR;
    return result;
}

/** Moves to a cell of a window and reads it (the `mvwin_wch` macro). */
static inline int tessera_mvwin_wch(WINDOW *win, int row, int column, cchar_t *cell) {
    return mvwin_wch(win, row, column, cell);
}

/** Moves to a cell of a window and writes it (the `mvwadd_wch` macro). */
static inline int tessera_mvwadd_wch(WINDOW *win, int row, int column, const cchar_t *cell) {
    return mvwadd_wch(win, row, column, cell);
}

#endif /* TESSERA_CNCURSES_SHIM_H */
