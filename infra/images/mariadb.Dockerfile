# MariaDB from Debian's mariadb-server, on oj-base. The entrypoint initialises an empty data directory
# and creates the platform's accounts from the mounted password files (mariadb-entrypoint.sh).
ARG BASE
FROM ${BASE}
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends mariadb-server \
    && rm -rf /var/lib/apt/lists/* /usr/share/doc /usr/share/man /usr/share/locale /var/lib/mysql/* \
    && mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld /var/lib/mysql
COPY mariadb-entrypoint.sh /usr/local/bin/oj-mariadb
VOLUME /var/lib/mysql
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/local/bin/oj-mariadb"]
