/*
 * Thin, non-variadic doorways into libedit's histedit API for Swift.
 *
 * el_set, el_get and history() are C variadic functions, which Swift cannot call, and Swift 6
 * rejects the C globals stdin/stdout/stderr as not concurrency-safe. Every wrapper here is a
 * static inline function, compiled by Clang when the module is imported, so no C target is
 * needed. Each wrapper passes exactly the argument list its operation documents in histedit.h.
 */
#ifndef MVCSH_CLIBEDIT_SHIM_H
#define MVCSH_CLIBEDIT_SHIM_H

#include <errno.h>
#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

/* A prompt callback: returns the prompt as UTF-8, owned by the caller of el_set. */
typedef char *(*mvcsh_prompt_fn)(EditLine *);
/* An editor command added with EL_ADDFN: returns one of the CC_* codes. */
typedef unsigned char (*mvcsh_command_fn)(EditLine *, int);

/* --- editor settings ------------------------------------------------------------------- */

/* EL_PROMPT_ESC: bytes between two `ignore` characters are printed but take no columns. */
static inline int mvcsh_el_set_prompt(EditLine *el, mvcsh_prompt_fn fn, char ignore) {
  return el_set(el, EL_PROMPT_ESC, fn, ignore);
}

static inline int mvcsh_el_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

/* EL_SIGNAL: libedit restores the terminal around SIGTSTP/SIGCONT/SIGWINCH while editing. */
static inline int mvcsh_el_set_signal(EditLine *el, int on) {
  return el_set(el, EL_SIGNAL, on);
}

static inline int mvcsh_el_set_history(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}

/* Turns off ISIG in edit mode only, so ^C and ^Z arrive as keys while a line is typed. */
static inline int mvcsh_el_disable_isig_while_editing(EditLine *el) {
  return el_set(el, EL_SETTY, "-d", "-isig", (const char *)NULL);
}

static inline int mvcsh_el_add_function(EditLine *el, const char *name, const char *help,
                                        mvcsh_command_fn fn) {
  return el_set(el, EL_ADDFN, name, help, fn);
}

static inline int mvcsh_el_bind(EditLine *el, const char *key, const char *command) {
  return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

static inline int mvcsh_el_set_client_data(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

static inline void *mvcsh_el_client_data(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

/* --- history --------------------------------------------------------------------------- */

static inline int mvcsh_history_set_size(History *h, int size) {
  HistEvent ev;
  return history(h, &ev, H_SETSIZE, size);
}

/* Only consecutive duplicates are dropped (like HISTCONTROL=ignoredups). */
static inline int mvcsh_history_set_unique(History *h, int on) {
  HistEvent ev;
  return history(h, &ev, H_SETUNIQUE, on);
}

static inline int mvcsh_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}

static inline int mvcsh_history_load(History *h, const char *path) {
  HistEvent ev;
  return history(h, &ev, H_LOAD, path);
}

/* Writes the history in libedit's file format to an open descriptor (which stays open).
 * Returns the number of entries written, or -1 with errno set when any write failed: libedit
 * does not check its own writes, so the stream's error state is checked once flushed. */
static inline int mvcsh_history_save_fd(History *h, int fd) {
  int copy = dup(fd);
  if (copy < 0) return -1;
  FILE *fp = fdopen(copy, "w");
  if (fp == NULL) {
    close(copy);
    return -1;
  }
  HistEvent ev;
  int saved = history(h, &ev, H_SAVE_FP, fp);
  int error = saved < 0 ? errno : 0;
  if (fflush(fp) != 0 || ferror(fp)) {
    if (error == 0) error = errno != 0 ? errno : EIO;
    saved = -1;
  }
  if (fclose(fp) != 0 && error == 0) {
    error = errno;
    saved = -1;
  }
  if (saved < 0) errno = error != 0 ? error : EIO;
  return saved;
}

/* A prompt that is always valid, for a callback that cannot find its editor. */
static inline char *mvcsh_empty_prompt(void) {
  static char empty[1] = {0};
  return empty;
}

/* --- process and terminal -------------------------------------------------------------- */

static inline FILE *_Nonnull mvcsh_stdin(void) { return stdin; }
static inline FILE *_Nonnull mvcsh_stdout(void) { return stdout; }
static inline FILE *_Nonnull mvcsh_stderr(void) { return stderr; }

/* The process's environment, for a program it starts (Swift 6 rejects the C global). */
static inline char *_Nullable *_Nullable mvcsh_environ(void) {
  extern char **environ;
  return environ;
}

/* The width of the terminal on `fd` in columns, or 0 when it is not a terminal. */
static inline int mvcsh_terminal_columns(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return (int)size.ws_col;
}

/* Whether LC_CTYPE names a UTF-8 character set (libedit needs one for multibyte input). */
static inline int mvcsh_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  if (codeset == NULL) return 0;
  return (codeset[0] == 'U' || codeset[0] == 'u') && (codeset[1] == 'T' || codeset[1] == 't') &&
         (codeset[2] == 'F' || codeset[2] == 'f') &&
         (codeset[3] == '-' ? codeset[4] == '8' : codeset[3] == '8');
}

#endif /* MVCSH_CLIBEDIT_SHIM_H */
