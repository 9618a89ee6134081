#include "jpeg_errors.h"

#include <string.h>

static void exit_with_error(j_common_ptr info) {
    struct tessera_jpeg_errors *errors = (struct tessera_jpeg_errors *)info->err;
    (*info->err->format_message)(info, errors->error);
    longjmp(errors->jump, 1);
}

/* Trace messages (level >= 0) are dropped; the first warning about the data is kept as the damage. */
static void emit_message(j_common_ptr info, int level) {
    struct tessera_jpeg_errors *errors = (struct tessera_jpeg_errors *)info->err;
    if (level >= 0) return;
    info->err->num_warnings++;
    if (info->err->msg_code == JWRN_JFIF_MAJOR) return; /* a newer JFIF revision harms no pixel */
    if (errors->damage[0] == '\0') (*info->err->format_message)(info, errors->damage);
}

static void output_nothing(j_common_ptr info) { (void)info; }

struct jpeg_error_mgr *tessera_jpeg_errors_init(struct tessera_jpeg_errors *errors) {
    struct jpeg_error_mgr *manager = jpeg_std_error(&errors->manager);
    manager->error_exit = exit_with_error;
    manager->emit_message = emit_message;
    manager->output_message = output_nothing;
    errors->error[0] = '\0';
    errors->damage[0] = '\0';
    return manager;
}
