/* SPDX-License-Identifier: GPL-2.0-or-later */
/* scorecard.h: the storage scorecard's part of the fileio folder (the card
 * itself is a bundled script, src/lua/storage.lua): its figure set
 * (scorecard_figures.c) draws its picture (scorecard_picture.c). */
#ifndef SB_FILEIO_SCORECARD_H
#define SB_FILEIO_SCORECARD_H

#include "core/results/results.h"

struct picture;

/* The card's picture of r (output/picture.h). */
struct picture *scorecard_picture(const struct results_series *r);

#endif
