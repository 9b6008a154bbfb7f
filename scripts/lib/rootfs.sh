# shellcheck shell=bash
# A Debian root filesystem made by debootstrap (minbase plus a package list), trimmed and kept as a
# tarball in a cache directory, for `docker import`: how this project makes images without a registry
# (infra/judge-image/build.sh, scripts/images). Source it, then call oj_rootfs_tar.

# oj_rootfs_tar CACHE LABEL SUITE PACKAGES HASH MIRROR [KEEP_APT_LISTS]
#   PACKAGES is comma separated; HASH names the result (the caller's hash of its inputs), so an
#   unchanged list is a no-op. Prints the tarball's path; progress goes to stderr. Older tarballs of
#   the same LABEL are deleted. Downloaded .debs stay in CACHE/debs/SUITE for the next run.
oj_rootfs_tar() {
  local cache="$1" label="$2" suite="$3" packages="$4" hash="$5" mirror="$6"
  local tar="$cache/rootfs-$label-$hash.tar" work="$cache/work/$label-$hash" started=$SECONDS
  [ -f "$tar" ] && { echo "$tar"; return 0; }
  command -v debootstrap >/dev/null || { echo "debootstrap is missing: apt-get install -y debootstrap" >&2; return 1; }
  rm -rf "$work"
  mkdir -p "$work" "$cache/debs/$suite"
  printf '\033[1;34m[rootfs]\033[0m debootstrap %s for %s (minbase + %s)\n' "$suite" "$label" "$packages" >&2
  debootstrap --variant=minbase --cache-dir="$cache/debs/$suite" --include="$packages" \
    "$suite" "$work" "$mirror" >"$cache/debootstrap-$label.log" 2>&1 \
    || { echo "debootstrap failed; see $cache/debootstrap-$label.log" >&2; return 1; }
  # Docs, manuals, translations, logs and apt's state: nothing an image runs needs them.
  rm -rf "$work"/usr/share/{doc,man,info,locale,lintian} "$work"/var/cache/apt/* "$work"/var/lib/apt/lists/* \
    "$work"/var/log/* "$work"/tmp/* "$work"/var/tmp/*
  mkdir -p "$work/w"
  tar -C "$work" --numeric-owner -cf "$tar.partial" .
  mv "$tar.partial" "$tar"
  rm -rf "$work"
  find "$cache" -maxdepth 1 -name "rootfs-$label-*.tar" ! -name "rootfs-$label-$hash.tar" -delete
  printf '\033[1;34m[rootfs]\033[0m %s ready in %s s: %s\n' "$label" "$((SECONDS - started))" "$(du -h "$tar" | cut -f1)" >&2
  echo "$tar"
}
