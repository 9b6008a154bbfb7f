# shellcheck shell=bash
# What the benches that start a platform of their own need (bench/chaos, bench/contest-load; the platform is
# lib/chaos-platform.sh): root (its MariaDB server runs as the mysql user), the toolchain, the workspace
# dependencies, nats-server, MariaDB's server binaries, the Docker engine and the judge images. Source it from
# the bench's script after setting `here` to the bench directory.
. "$here/../scripts/lib/toolchain.sh"
. "$here/../scripts/lib/services.sh"
. "$here/../scripts/lib/judge-image.sh"
[ "$(id -u)" = 0 ] || oj_die "this bench starts its own MariaDB server as the mysql user: run it as root"
oj_ensure_toolchain
oj_install_deps
oj_ensure_nats_binary
command -v mariadb-install-db >/dev/null || oj_apt_install mariadb-server mariadb-client
oj_ensure_judge_images
