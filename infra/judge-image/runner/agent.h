/*
 * Agent mode of oj-runner (`oj-runner --agent <uid>...`): the PID 1 of a sandbox container that is reused
 * for many submissions. agent.c speaks the protocol with the host and runs the stages; wipe.c makes the
 * container as good as new between two submissions.
 */
#ifndef OJ_AGENT_H
#define OJ_AGENT_H
#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* The sandbox uids the wipe acts as, besides root. */
enum { AGENT_MAX_UIDS = 16 };

/* Entry point from runner.c's main, with the arguments after "--agent". Returns the exit code. */
int agent_main(int argc, char **argv);

/* Reaps every child that has exited; true if `want` was one of them, with its wait status in *status. */
bool agent_reap(pid_t want, int *status);

/* Records the wipe roots as they are now (the state every wipe restores) and the sandbox uids. */
void wipe_init(const uid_t *uids, int count);

/* Wipes the container within its time budget: "ok", or "fail: <reason>", written into answer. */
void wipe_run(char *answer, size_t size);

#endif
