# SPDX-License-Identifier: GPL-2.0-or-later
# Dockerfile: sysbench-ng on Debian 12, built from this tree; the image
# the Kubernetes example runs (deploy/kubernetes/). In this directory:
#   docker build -t sysbench-ng:latest .
# The build stage has the -dev packages README.md's build needs; the image
# has the binary, its man page and completion, and the libraries it loads
# when a mode or driver first needs them (libaio, liburing, the database
# clients, libcurl for --push).
FROM debian:bookworm-slim AS build
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      gcc make autoconf automake pkg-config libluajit2-5.1-dev luajit2 libck-dev \
      libaio-dev liburing-dev libmariadb-dev libpq-dev libcurl4-openssl-dev bash-completion \
 && rm -rf /var/lib/apt/lists/*
COPY . /src
WORKDIR /src
RUN autoreconf -fi && ./configure -q --prefix=/usr \
 && make -s -j"$(nproc)" && make -s install DESTDIR=/install

FROM debian:bookworm-slim
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      libaio1 liburing2 libmariadb3 libpq5 libcurl4 ca-certificates \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /install/ /
# fileio and the storage scorecard write in the current directory.
WORKDIR /work
CMD ["sysbench", "--help"]
