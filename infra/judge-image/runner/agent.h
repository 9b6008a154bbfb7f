/*
 * Agent mode of oj-runner (`oj-runner --agent <uid>...`): the PID 1 of a sandbox container that is reused
 * for many submissions. agent.c speaks the protocol with the host and runs the stages; wipe.c makes the
 * container as good as new between two submissions.
 */
#ifndef OJ_AGENT_H
#define OJ_AGENT_H
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

/* The stages' working directory, which the wipe empties. */
#define WORK_DIR "/w"

/* The sandbox uids the wipe acts as, besides root. */
enum { AGENT_MAX_UIDS = 16 };

/* Entry point from runner.c's main, with the arguments after "--agent". Returns the exit code. */
int agent_main(int argc, char **argv);

/* Frames to the host: type, then payload. The stage's stderr is kept to 64 KiB, the rest dropped. */
void agent_send_frame(char type, const void *payload, size_t len);
void agent_send_stderr(const char *data, size_t len);

/* The current stage's archive, read from the host's stream: up to max bytes (waiting for them), 0 at its
 * end; discard drops what is left of it. */
size_t agent_payload_read(void *buf, size_t max);
void agent_payload_discard(void);

/* Opens the directory holding `path` (relative to /w, trailing slashes dropped in place), walking every
 * component with O_NOFOLLOW; *leaf is its last name. -1 with errno set, EINVAL for a path that is empty,
 * absolute or holds "." or ".." (untar.c). */
int agent_open_parent(char *path, const char **leaf);

/* Extracts the stage's archive into /w (untar.c): 0, or -1 with the reason in error. Consumes it whole. */
int agent_untar(char *error, size_t size);

/* Runs a stage's steps file (steps.c): the exit code of the stage. */
int agent_run_steps(const char *path);

/* Forks child(arg) in /w with the children's environment, its stdout into stdout_fd (or 'O' frames when
 * -1) and its stderr as 'E' frames; waits for it and returns its wait status. */
int agent_run_child(int (*child)(void *), void *arg, int stdout_fd);

/* A wait status as the host sees it: the exit code, or 128 + the signal that killed it. */
int agent_exit_code(int status);

/* The runner (runner.c) on a job read from `job`: result lines into `results`, complaints into `errors`;
 * 0, or 2 for a job it cannot read. The agent calls it in its own process, so the programs are its
 * children; runner_main is the command line's `oj-runner [<job>]`. */
int runner_run(FILE *job, FILE *results, FILE *errors);
int runner_main(int argc, char **argv);

/* Reaps every child that has exited; true if `want` was one of them, with its wait status in *status. */
bool agent_reap(pid_t want, int *status);

/* Records the wipe roots as they are now (the state every wipe restores) and the sandbox uids. */
void wipe_init(const uid_t *uids, int count);

/* Wipes the container within its time budget: "ok", or "fail: <reason>", written into answer. */
void wipe_run(char *answer, size_t size);

#endif
