/* SPDX-License-Identifier: GPL-2.0-or-later */
/* db_rows.c: result sets as scripts see them: their rows, and free(),
 * with the reference's ALERT lines for a result that is no longer there
 * (freed, or of a closed statement or connection). */
#include <stdlib.h>

#include "db_internal.h"
#include "core/base/log.h"

/* A result of a connection that disconnect() closed. */
static bool db_result_closed(const struct db_result *r)
{
  if (r->conn == NULL || !r->conn->closed)
    return false;
  log_msg(LOG_ALERT, "attempt to use an already closed connection");
  return true;
}

bool db_fetch_row(struct db_result *r)
{
  if (db_result_closed(r))
    return false;
  if (!r->valid) {
    log_msg(LOG_ALERT, "attempt to fetch row from an invalid result set");
    return false;
  }
  if (!r->live || r->nfields == 0) {
    log_msg(LOG_ALERT, "attempt to fetch row from an empty result set");
    return false;
  }
  if (r->cursor >= (uint64_t)r->nrows)
    return false;
  if (r->row_cap < r->nfields) {
    struct db_value *row = realloc(r->row, r->nfields * sizeof(*row));
    if (row == NULL)
      return false;
    r->row = row;
    r->row_cap = r->nfields;
  }
  if (!r->conn->drv->fetch_row(r))
    return false;
  r->cursor++;
  return true;
}

void db_free_result(struct db_result *r)
{
  if (r->live)
    r->conn->drv->free_result(r);
  r->live = false;
  r->valid = false;
  r->nrows = 0;
  r->nfields = 0;
  r->cursor = 0;
  r->ptr = NULL;
}

int db_result_free(struct db_result *r)
{
  if (db_result_closed(r))
    return -1;
  if (!r->valid) {
    log_msg(LOG_ALERT, "attempt to free an invalid result set");
    return -1;
  }
  db_free_result(r);
  return 0;
}
